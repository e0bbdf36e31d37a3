export { IdempotencyModule } from './idempotency.module.js';
export { Idempotent } from './idempotent.decorator.js';
// The retention job purges expired keys in its own sweep, beside the other tables it prunes.
export { IdempotencyRepository } from './idempotency.repository.js';
