export { RetentionModule } from './retention.module.js';
