export { BreaksModule } from './breaks.module.js';
// Break requests find their target and apply an approved change with the statements the direct
// edit uses, inside the review's transaction.
export { BreaksRepository } from './breaks.repository.js';
