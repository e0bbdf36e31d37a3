export { SealsModule } from './seals.module.js';
