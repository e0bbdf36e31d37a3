import { ROLES } from '@punchcard/shared';
import { KEY_REFUSED, type MatrixRow } from './matrix.js';

/**
 * Feedback is the account's own act (any signed-in person, no API key); support is open to
 * everyone, signed in or not, so that someone who cannot sign in can still ask for help.
 */
export const FEEDBACK_ROWS: MatrixRow[] = [
  {
    route: 'POST /v1/accounts/feedback',
    allow: ROLES,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/feedback',
        body: { kind: 'IDEA', rating: 4, message: 'A weekly total on the clock.', page: '/clock' },
      }),
  },
  {
    route: 'POST /v1/accounts/support',
    allow: ROLES,
    outsider: 'allow',
    signedOut: 'allow',
    // A key names its member and workspace; a kiosk token is read as no credential at all.
    apiKey: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/support',
        body: {
          category: 'SIGN_IN',
          subject: 'The reset link expired',
          message: 'I asked for a new one twice.',
          email: 'someone@example.com',
        },
      }),
  },
];
