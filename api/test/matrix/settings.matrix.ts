import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the settings routes. */
export const SETTINGS_ROWS: MatrixRow[] = [];
