import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the activities routes. */
export const ACTIVITIES_ROWS: MatrixRow[] = [];
