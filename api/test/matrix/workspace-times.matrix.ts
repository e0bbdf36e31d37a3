import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the workspace-times routes. */
export const WORKSPACE_TIMES_ROWS: MatrixRow[] = [];
