import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the members routes. */
export const MEMBERS_ROWS: MatrixRow[] = [];
