import { Role } from '@punchcard/shared';
import { customerOf, providerOf } from '../billing-test-provider-support.js';
import type { MatrixRow } from './matrix.js';

/**
 * The built-in test provider's browser side: the super owner (or their key) confirms the active
 * workspace's own payments and moves its test clock. Another workspace's client secret names
 * nothing (404); the clock always acts on the caller's own active workspace.
 */
export const BILLING_TEST_ROWS: MatrixRow[] = [
  {
    route: 'POST /v1/billing/test/confirm',
    allow: [Role.SuperOwner],
    // Each caller its own team: the team's one live subscription is made for the call.
    fresh: true,
    arrange: async (ctx) => {
      const customerId = await customerOf(
        ctx.t,
        ctx.workspaceId,
        ctx.people.SuperOwner.email,
        'Matrix Team',
      );
      const sub = await providerOf(ctx.t).createSubscription({
        customerId,
        priceId: 'price_test_basic_usd',
        quantity: 1,
        idempotencyKey: `matrix-${ctx.workspaceId}`,
      });
      return {
        path: '/v1/billing/test/confirm',
        body: { client_secret: sub.clientSecret, payment_method_id: 'pm_card_visa' },
      };
    },
  },
  {
    route: 'POST /v1/billing/test/clock',
    allow: [Role.SuperOwner],
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/billing/test/clock', body: { days: 1 } }),
  },
];
