import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the tags routes. */
export const TAGS_ROWS: MatrixRow[] = [];
