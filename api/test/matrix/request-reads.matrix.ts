import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the request-reads routes (placeholder filled by its helper). */
export const REQUEST_READS_ROWS: MatrixRow[] = [];
