import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the breaks routes. */
export const BREAKS_ROWS: MatrixRow[] = [];
