import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the categories routes. */
export const CATEGORIES_ROWS: MatrixRow[] = [];
