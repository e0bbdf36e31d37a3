export { AccountsModule } from './accounts.module.js';
