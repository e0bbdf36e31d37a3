import { ROLES } from '@punchcard/shared';
import type { MatrixRow } from './matrix.js';

/** Authorization matrix rows for the search routes. */
export const SEARCH_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/search',
    allow: ROLES,
    // Searches the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/search', query: { q: 'Matrix' } }),
  },
];
