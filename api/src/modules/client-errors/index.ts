export { ClientErrorsModule } from './client-errors.module.js';
