import { sql } from './support/db.js';
import {
  deliverEvents,
  planOf,
  type StripeApp,
  startStripeApp,
  subscribe,
  subscriptionOf,
} from './support/stripe-app.js';
import type { StripeEvent } from './support/stripe-server-webhooks.js';

/**
 * POST /v1/billing/webhooks/stripe: only Stripe's signature (made with STRIPE_WEBHOOK_SECRET over
 * the raw body, at most five minutes old) gets in; each event id is processed once, however often
 * and however concurrently it arrives; and the order events arrive in never matters, because the
 * subscription they name is read from Stripe again.
 */
describe('Stripe webhooks', () => {
  let app: StripeApp;
  beforeAll(async () => {
    app = await startStripeApp();
  });
  afterAll(() => app.close());

  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** A workspace whose payment succeeded, its events held back (none delivered yet). */
  async function paidButUndelivered() {
    const paid = await subscribe(app, 'BASIC');
    const events = app.stripe.webhooks.drop();
    const activated = events.find(
      (event) =>
        event.type === 'customer.subscription.updated' &&
        (event.data.object as { status?: string }).status === 'active',
    );
    if (!activated) throw new Error('No activation event');
    return { ...paid, events, activated };
  }

  async function processedRows(id: string): Promise<number> {
    const rows = await sql<{ n: number }>(
      app.t,
      'SELECT count(*)::int AS n FROM billing_webhook_events WHERE id = $1 AND processed_at IS NOT NULL',
      [id],
    );
    return rows[0]?.n ?? 0;
  }

  it('refuses a wrong, missing or tampered signature and a stale timestamp', async () => {
    const { owner, activated } = await paidButUndelivered();
    const deliver = app.stripe.webhooks.deliver.bind(app.stripe.webhooks);
    const refusals = [
      await deliver(activated, { secret: 'whsec_someone_else' }),
      await deliver(activated, { signature: '' }),
      await deliver(activated, { signature: 't=1,v1=deadbeef' }),
      await deliver(activated, {
        tamperedPayload: JSON.stringify({ ...activated, type: 'customer.subscription.deleted' }),
      }),
      await deliver(activated, { timestamp: nowSeconds() - 301 }),
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        status: 400,
        body: { status_code: 400, error_key: 'webhook_signature_invalid' },
      });
    }
    expect(await processedRows(activated.id)).toBe(0);
    expect(await planOf(app, owner)).toBe('FREE');
    // Within the five minutes Stripe allows, and with the right secret, it is taken.
    expect(await deliver(activated, { timestamp: nowSeconds() - 240 })).toMatchObject({
      status: 200,
      body: { received: true },
    });
    expect(await planOf(app, owner)).toBe('BASIC');
  });

  it('processes a replayed event once', async () => {
    const { owner, subscription, activated } = await paidButUndelivered();
    expect((await app.stripe.webhooks.deliver(activated)).status).toBe(200);
    expect(await planOf(app, owner)).toBe('BASIC');
    // Stripe's state moves on without telling the app yet; a replay must not read it again.
    app.stripe.subscriptions.cancel(subscription.id);
    const [deleted] = app.stripe.webhooks.drop();
    expect((await app.stripe.webhooks.deliver(activated)).status).toBe(200);
    expect(await planOf(app, owner)).toBe('BASIC');
    expect(await processedRows(activated.id)).toBe(1);
    // The event that says so does.
    expect(deleted?.type).toBe('customer.subscription.deleted');
    if (deleted) expect((await app.stripe.webhooks.deliver(deleted)).status).toBe(200);
    expect(await planOf(app, owner)).toBe('FREE');
  });

  it('processes two deliveries of one event arriving together once', async () => {
    const { owner, activated } = await paidButUndelivered();
    const answers = await Promise.all([
      app.stripe.webhooks.deliver(activated),
      app.stripe.webhooks.deliver(activated),
      app.stripe.webhooks.deliver(activated),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await processedRows(activated.id)).toBe(1);
    expect(await planOf(app, owner)).toBe('BASIC');
    const changes = await sql<{ n: number }>(
      app.t,
      `SELECT count(*)::int AS n FROM billing_changes
        WHERE id_workspace = $1 AND kind = 'plan_changed'`,
      [owner.workspaceId],
    );
    expect(changes[0]?.n).toBe(1);
  });

  it('confirms what it applied: a change racing the delivery is not lost', async () => {
    const { owner, subscription, activated } = await paidButUndelivered();
    // Stripe cancels right after the app's first read, and that event never arrives.
    app.stripe.afterNext(
      (request) =>
        request.method === 'GET' && request.path === `/v1/subscriptions/${subscription.id}`,
      () => {
        app.stripe.subscriptions.cancel(subscription.id);
        app.stripe.webhooks.drop();
      },
    );
    expect((await app.stripe.webhooks.deliver(activated)).status).toBe(200);
    expect((await subscriptionOf(owner)).subscription).toBeNull();
    expect(await planOf(app, owner)).toBe('FREE');
  });

  it('answers 500 while Stripe cannot be read, and processes the retry', async () => {
    const { owner, activated } = await paidButUndelivered();
    // The re-read fails (the client's own retries included): Stripe will deliver again.
    app.stripe.failNext(3, 500);
    expect((await app.stripe.webhooks.deliver(activated)).status).toBe(500);
    expect(await processedRows(activated.id)).toBe(0);
    expect(await planOf(app, owner)).toBe('FREE');
    expect((await app.stripe.webhooks.deliver(activated)).status).toBe(200);
    expect(await processedRows(activated.id)).toBe(1);
    expect(await planOf(app, owner)).toBe('BASIC');
  });

  it('ends in Stripe’s current state whatever order events arrive in', async () => {
    const { owner, events } = await paidButUndelivered();
    for (const event of [...events].reverse()) {
      expect((await app.stripe.webhooks.deliver(event)).status).toBe(200);
    }
    expect((await subscriptionOf(owner)).subscription?.status).toBe('active');
    expect(await planOf(app, owner)).toBe('BASIC');
    // An event carrying a stale snapshot (incomplete), arriving after the rest, changes nothing.
    const created = events.find((event) => event.type === 'customer.subscription.created');
    if (!created) throw new Error('No creation event');
    const late: StripeEvent = { ...created, id: `${created.id}_late` };
    expect((late.data.object as { status: string }).status).toBe('incomplete');
    expect((await app.stripe.webhooks.deliver(late)).status).toBe(200);
    expect((await subscriptionOf(owner)).subscription?.status).toBe('active');
    expect(await planOf(app, owner)).toBe('BASIC');
  });

  it('acknowledges events billing does not act on, and customers of no workspace', async () => {
    const { events } = await paidButUndelivered();
    const ignored = events.filter((event) => event.type === 'payment_method.attached');
    expect(ignored.length).toBeGreaterThan(0);
    for (const event of ignored) {
      expect(await app.stripe.webhooks.deliver(event)).toMatchObject({ status: 200 });
      expect(await processedRows(event.id)).toBe(0);
    }
    // A customer made on the same Stripe account by something else than this install.
    const stranger = app.stripe.store.customers.size;
    app.stripe.store.customers.set('cus_stranger', {
      id: 'cus_stranger',
      created: nowSeconds(),
      email: null,
      name: 'Someone else',
      description: null,
      metadata: {},
      defaultPaymentMethod: null,
      invoiceSequence: 0,
    });
    const price = [...app.stripe.store.prices.values()][0];
    app.stripe.subscriptions.create({
      customer: 'cus_stranger',
      items: [{ price: price?.id ?? '' }],
      payment_behavior: 'default_incomplete',
    });
    expect(app.stripe.store.customers.size).toBe(stranger + 1);
    await deliverEvents(app);
  });
});
