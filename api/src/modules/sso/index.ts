export { SsoModule } from './sso.module.js';
