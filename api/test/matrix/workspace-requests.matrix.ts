import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the workspace-requests routes (placeholder filled by its helper). */
export const WORKSPACE_REQUESTS_ROWS: MatrixRow[] = [];
