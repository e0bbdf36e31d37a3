export { RequestsModule } from './requests.module.js';
