import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the activity-requests routes (placeholder filled by its helper). */
export const ACTIVITY_REQUESTS_ROWS: MatrixRow[] = [];
