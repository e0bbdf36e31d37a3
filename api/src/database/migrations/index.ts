import { InitialSchema1795295552510 } from './1795295552510-initial-schema.js';

import { WorkspaceCatalog1795296971605 } from './1795296971605-workspace-catalog.js';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1795295552510, WorkspaceCatalog1795296971605];
