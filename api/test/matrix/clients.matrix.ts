import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the clients routes. */
export const CLIENTS_ROWS: MatrixRow[] = [];
