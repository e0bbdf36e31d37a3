import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the projects routes. */
export const PROJECTS_ROWS: MatrixRow[] = [];
