import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the search routes. */
export const SEARCH_ROWS: MatrixRow[] = [];
