import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the invitations routes. */
export const INVITATIONS_ROWS: MatrixRow[] = [];
