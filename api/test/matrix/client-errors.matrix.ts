import { ROLES } from '@punchcard/shared';
import type { MatrixRow } from './matrix.js';

/** Browser error reports: open to everyone, signed in or not (the user is named when known). */
export const CLIENT_ERRORS_ROWS: MatrixRow[] = [
  {
    route: 'POST /v1/client-errors',
    allow: ROLES,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/client-errors',
        body: { message: 'TypeError: matrix', page: '/clock', detail: 'at matrix (m.js:1:1)' },
      }),
  },
];
