export { ClientsModule } from './clients.module.js';
