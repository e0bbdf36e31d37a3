import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the tasks routes. */
export const TASKS_ROWS: MatrixRow[] = [];
