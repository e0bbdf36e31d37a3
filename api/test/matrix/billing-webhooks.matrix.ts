import type { MatrixRow } from './matrix.js';

/**
 * Stripe's webhook takes no session, key or kiosk token: the signature made with
 * STRIPE_WEBHOOK_SECRET is its only credential, so every caller gets the same answer. The matrix
 * runs the built-in test provider, where the route does not exist for anyone (404); the Stripe
 * side, signatures included, is billing-stripe-webhooks.spec.ts.
 */
export const BILLING_WEBHOOKS_ROWS: MatrixRow[] = [
  {
    route: 'POST /v1/billing/webhooks/stripe',
    allow: [],
    denied: 404,
    outsider: 404,
    signedOut: 404,
    apiKey: 404,
    kiosk: 404,
    arrange: () =>
      Promise.resolve({
        path: '/v1/billing/webhooks/stripe',
        body: { id: 'evt_matrix', object: 'event', type: 'invoice.paid', data: { object: {} } },
      }),
  },
];
