import { Role, type Subscription, type SubscriptionState } from '@punchcard/shared';
import { sql } from '../support/db.js';
import type { TestAgent } from '../support/test-app.js';
import type { Caller, MatrixContext, MatrixRow } from './matrix.js';

/** Reads: owners and the super owner. Changes: the super owner (and their key). */
const READ = [Role.Owner, Role.SuperOwner] as const;
const WRITE = [Role.SuperOwner] as const;
const PRICE = 'price_test_basic_usd';

/**
 * Every billing route acts on the caller's ACTIVE workspace: the outsider on their own (where
 * they are the super owner, so they may), everyone else on the team's. Arrangements are made by
 * that workspace's super owner, whoever then calls.
 */
function ownerAgent(ctx: MatrixContext, caller: Caller): TestAgent {
  return caller === 'Outsider' ? ctx.outsider.agent : ctx.people.SuperOwner.agent;
}

function workspaceOf(ctx: MatrixContext, caller: Caller): string {
  return caller === 'Outsider' ? ctx.outsider.workspaceId : ctx.workspaceId;
}

async function liveOf(agent: TestAgent): Promise<Subscription | null> {
  const res = await agent.get('/v1/workspaces/subscription');
  return (res.body as SubscriptionState).subscription;
}

/** The workspace's live subscription, subscribed and paid with a test card when it has none. */
async function ensureLive(ctx: MatrixContext, caller: Caller): Promise<Subscription> {
  const agent = ownerAgent(ctx, caller);
  const live = await liveOf(agent);
  if (live && live.status !== 'incomplete') return live;
  const created = await agent.post('/v1/workspaces/subscriptions').send({ price_id: PRICE });
  const sub = created.body as Subscription;
  await agent
    .post('/v1/billing/test/confirm')
    .send({ client_secret: sub.client_secret, payment_method_id: 'pm_card_visa' });
  const paid = await liveOf(agent);
  if (!paid) throw new Error('The matrix could not subscribe the workspace');
  return paid;
}

/** No live subscription, and the trial unused again (so each caller may start one). */
async function ensureNone(ctx: MatrixContext, caller: Caller): Promise<void> {
  await ownerAgent(ctx, caller).delete('/v1/workspaces/subscriptions');
  await sql(ctx.t, `UPDATE workspaces SET is_trial_started = false WHERE id = $1`, [
    workspaceOf(ctx, caller),
  ]);
}

/** A new card of the workspace's customer. */
async function newCard(ctx: MatrixContext, caller: Caller): Promise<string> {
  const res = await ownerAgent(ctx, caller)
    .post('/v1/workspaces/payment-methods')
    .send({ payment_method_id: 'pm_card_mastercard' });
  return (res.body as { id: string }).id;
}

async function customerOf(ctx: MatrixContext, caller: Caller): Promise<string> {
  const res = await ownerAgent(ctx, caller).get('/v1/workspaces/customers');
  return (res.body as { id: string }).id;
}

/** An invoice of the TEAM workspace: the outsider's customer does not own it (404). */
async function teamInvoice(ctx: MatrixContext): Promise<string> {
  await ensureLive(ctx, 'SuperOwner');
  const res = await ctx.people.SuperOwner.agent.get('/v1/workspaces/invoice/history');
  const [invoice] = (res.body as { invoices: { id: string }[] }).invoices;
  if (!invoice) throw new Error('The matrix team has no invoice');
  return invoice.id;
}

function read(path: string): MatrixRow {
  return {
    route: `GET ${path}`,
    allow: READ,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path }),
  };
}

/** Authorization matrix rows for card billing (BILLING=test: the built-in provider). */
export const BILLING_ROWS: MatrixRow[] = [
  read('/v1/workspaces/payment-methods'),
  read('/v1/workspaces/prices'),
  read('/v1/workspaces/customers'),
  read('/v1/workspaces/invoice/history'),
  read('/v1/workspaces/invoice/upcoming'),
  read('/v1/workspaces/subscription'),
  {
    route: 'POST /v1/workspaces/payment-methods',
    allow: WRITE,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/payment-methods',
        body: { payment_method_id: 'pm_card_visa' },
      }),
  },
  {
    route: 'DELETE /v1/workspaces/payment-methods/{id}',
    allow: WRITE,
    outsider: 'allow',
    arrange: async (ctx, caller) => ({
      path: `/v1/workspaces/payment-methods/${await newCard(ctx, caller)}`,
    }),
  },
  {
    route: 'PATCH /v1/workspaces/customers/{id}/payment-methods',
    allow: WRITE,
    outsider: 'allow',
    arrange: async (ctx, caller) => ({
      path: `/v1/workspaces/customers/${await customerOf(ctx, caller)}/payment-methods`,
      body: { payment_method_id: await newCard(ctx, caller) },
    }),
  },
  {
    route: 'GET /v1/workspaces/invoices/{id}/pdf',
    allow: READ,
    arrange: async (ctx) => ({ path: `/v1/workspaces/invoices/${await teamInvoice(ctx)}/pdf` }),
  },
  {
    route: 'POST /v1/workspaces/subscriptions',
    allow: WRITE,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      await ensureNone(ctx, caller);
      return { path: '/v1/workspaces/subscriptions', body: { price_id: PRICE } };
    },
  },
  {
    route: 'POST /v1/workspaces/subscriptions/trial',
    allow: WRITE,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      await ensureNone(ctx, caller);
      return { path: '/v1/workspaces/subscriptions/trial', body: { price_id: PRICE } };
    },
  },
  {
    route: 'PUT /v1/workspaces/subscriptions',
    allow: WRITE,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      const live = await ensureLive(ctx, caller);
      return {
        path: '/v1/workspaces/subscriptions',
        // One spare seat above the seats billed: other rows keep inviting members to the team.
        body: {
          id_subscription: live.id,
          id_subscription_item: live.id_item,
          quantity: live.quantity + 1,
        },
      };
    },
  },
  {
    route: 'DELETE /v1/workspaces/subscriptions',
    allow: WRITE,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      await ensureLive(ctx, caller);
      return { path: '/v1/workspaces/subscriptions' };
    },
  },
  {
    route: 'PATCH /v1/workspaces/subscriptions/{id}',
    allow: WRITE,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      const live = await ensureLive(ctx, caller);
      return { path: `/v1/workspaces/subscriptions/${live.id}`, body: { cancelAtPeriodEnd: true } };
    },
  },
];
