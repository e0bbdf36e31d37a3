import { InitialSchema1795295552510 } from './1795295552510-initial-schema.js';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1795295552510];
