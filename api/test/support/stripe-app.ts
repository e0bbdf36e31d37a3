import type { Price, PriceList, Subscription, SubscriptionState } from '@punchcard/shared';
import { sql } from './db.js';
import { newWorkspace, type Owner } from './factory.js';
import { type StripeServer, startStripeServer } from './stripe-server.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface StripeApp {
  t: TestApp;
  stripe: StripeServer;
  close(): Promise<void>;
}

/**
 * The whole app billing on Stripe (BILLING unset, STRIPE_* naming the local server), the server
 * delivering its webhook events to the app.
 */
export async function startStripeApp(): Promise<StripeApp> {
  const stripe = await startStripeServer();
  // An empty BILLING is unset: the Stripe secret key alone selects Stripe, as in production.
  const t = await startTestApp({ BILLING: '', ...stripe.env() });
  const address = t.app.getHttpServer().address() as { port: number };
  stripe.deliverTo(`http://127.0.0.1:${String(address.port)}`);
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

/**
 * Stripe's clock moves on (renewals, trial ends, retries fall due). The app's stays: a month
 * later its sessions would have expired, and billing takes periods and dates from Stripe.
 */
export function advanceDays({ stripe }: StripeApp, days: number): void {
  stripe.advanceDays(days);
}

/** Delivers every pending event and expects the app to take each one. */
export async function deliverEvents({ stripe }: StripeApp): Promise<void> {
  const answers = await stripe.flush();
  const refused = answers.filter((answer) => answer.status !== 200);
  if (refused.length > 0) throw new Error(`Webhooks refused: ${JSON.stringify(refused)}`);
}

export async function priceOf(owner: Owner, plan: Price['plan']): Promise<Price> {
  const list = (await owner.agent.get('/v1/workspaces/prices').expect(200)).body as PriceList;
  const price = list.prices.find((entry) => entry.plan === plan);
  if (!price) throw new Error(`No ${plan} price in ${list.currency}`);
  return price;
}

export async function subscriptionOf(owner: Owner): Promise<SubscriptionState> {
  return (await owner.agent.get('/v1/workspaces/subscription').expect(200))
    .body as SubscriptionState;
}

export async function planOf(app: StripeApp, owner: Owner): Promise<string> {
  const [row] = await sql<{ plan: string }>(app.t, 'SELECT plan FROM workspaces WHERE id = $1', [
    owner.workspaceId,
  ]);
  return row?.plan ?? '';
}

/** A FREE workspace whose super owner subscribes to `plan` and pays with `card` in the browser. */
export async function subscribe(
  app: StripeApp,
  plan: Price['plan'] = 'BASIC',
  card = 'pm_card_visa',
): Promise<{
  owner: Owner;
  subscription: Subscription;
  confirmed: { status: string; errorCode: string | null };
}> {
  const owner = await newWorkspace(app.t, { name: 'Stripe Team' });
  const price = await priceOf(owner, plan);
  const created = await owner.agent
    .post('/v1/workspaces/subscriptions')
    .send({ price_id: price.id })
    .expect(201);
  const subscription = created.body as Subscription;
  const confirmed = await app.stripe.confirm(subscription.client_secret ?? '', card);
  return { owner, subscription, confirmed };
}
