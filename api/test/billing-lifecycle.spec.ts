import type {
  Customer,
  InvoiceHistory,
  PaymentMethodPage,
  Subscription,
  SubscriptionState,
  Workspace,
} from '@punchcard/shared';
import { sql } from './support/db.js';
import { newWorkspace, type Owner } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const BASIC = 'price_test_basic_usd';
const BUSINESS = 'price_test_business_usd';

async function planOf(owner: Owner): Promise<string> {
  const res = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
  return (res.body as Workspace).plan;
}

async function live(owner: Owner): Promise<Subscription | null> {
  const res = await owner.agent.get('/v1/workspaces/subscription').expect(200);
  return (res.body as SubscriptionState).subscription;
}

async function subscribeAndPay(owner: Owner, price = BASIC): Promise<Subscription> {
  const created = await owner.agent
    .post('/v1/workspaces/subscriptions')
    .send({ price_id: price })
    .expect(201);
  const sub = created.body as Subscription;
  await owner.agent
    .post('/v1/billing/test/confirm')
    .send({ client_secret: sub.client_secret, payment_method_id: 'pm_card_visa' })
    .expect(200);
  return sub;
}

// The routes over the built-in provider: what the web app does, end to end.
describe('billing lifecycle through the routes (BILLING=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('subscribes incomplete, turns active once paid, and holds one live subscription', async () => {
    const owner = await newWorkspace(t, { name: 'Subscriber' });
    const created = await owner.agent
      .post('/v1/workspaces/subscriptions')
      .send({ price_id: BASIC })
      .expect(201);
    const sub = created.body as Subscription;
    expect(sub).toMatchObject({ status: 'incomplete', plan: 'BASIC', quantity: 1 });
    expect(sub.client_secret).toEqual(expect.any(String));
    expect(await planOf(owner)).toBe('FREE');
    // Asking again while unpaid answers the same subscription.
    const again = await owner.agent
      .post('/v1/workspaces/subscriptions')
      .send({ price_id: BASIC })
      .expect(201);
    expect((again.body as Subscription).id).toBe(sub.id);

    await owner.agent
      .post('/v1/billing/test/confirm')
      .send({ client_secret: sub.client_secret, payment_method_id: 'pm_card_visa' })
      .expect(200);
    expect(await live(owner)).toMatchObject({ id: sub.id, status: 'active', client_secret: null });
    expect(await planOf(owner)).toBe('BASIC');

    const twice = await owner.agent
      .post('/v1/workspaces/subscriptions')
      .send({ price_id: BUSINESS })
      .expect(409);
    expect(twice.body).toMatchObject({ error_key: 'subscription_exists' });
    const trial = await owner.agent
      .post('/v1/workspaces/subscriptions/trial')
      .send({ price_id: BASIC })
      .expect(409);
    expect(trial.body).toMatchObject({ error_key: 'subscription_exists' });
  });

  it('changes the plan, cancels at period end, resumes, and ends back on FREE', async () => {
    const owner = await newWorkspace(t, { name: 'Changer' });
    const sub = await subscribeAndPay(owner);
    const preview = await owner.agent
      .get('/v1/workspaces/invoice/upcoming')
      .query({ id_subscription: sub.id, id_subscription_item: sub.id_item, id_price: BUSINESS })
      .expect(200);
    expect(preview.body).toMatchObject({ invoice: { id: null, currency: 'USD' } });

    const changed = await owner.agent
      .put('/v1/workspaces/subscriptions')
      .send({ id_subscription: sub.id, id_subscription_item: sub.id_item, id_price: BUSINESS })
      .expect(200);
    expect(changed.body).toMatchObject({ plan: 'BUSINESS', status: 'active' });
    expect(await planOf(owner)).toBe('BUSINESS');

    const cancelled = await owner.agent
      .patch(`/v1/workspaces/subscriptions/${sub.id}`)
      .send({})
      .expect(200);
    expect(cancelled.body).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    const resumed = await owner.agent
      .patch(`/v1/workspaces/subscriptions/${sub.id}`)
      .send({ cancelAtPeriodEnd: false })
      .expect(200);
    expect(resumed.body).toMatchObject({ cancel_at_period_end: false });
    // The snake_case spelling, as a client that converts every body sends it.
    const snake = await owner.agent
      .patch(`/v1/workspaces/subscriptions/${sub.id}`)
      .send({ cancel_at_period_end: true })
      .expect(200);
    expect(snake.body).toMatchObject({ cancel_at_period_end: true });

    const ended = await owner.agent.delete('/v1/workspaces/subscriptions').expect(200);
    expect(ended.body).toMatchObject({ id: sub.id, status: 'canceled' });
    expect(await planOf(owner)).toBe('FREE');
    expect(await live(owner)).toBeNull();

    const kinds = await sql<{ kind: string }>(
      t,
      `SELECT DISTINCT kind FROM billing_changes WHERE id_workspace = $1 ORDER BY kind`,
      [owner.workspaceId],
    );
    expect(kinds.map((row) => row.kind)).toEqual([
      'plan_changed',
      'subscription_created',
      'subscription_updated',
    ]);
  });

  it('gives one trial per workspace, ever', async () => {
    const owner = await newWorkspace(t, { name: 'Trialist' });
    const trial = await owner.agent
      .post('/v1/workspaces/subscriptions/trial')
      .send({ price_id: BASIC })
      .expect(201);
    expect(trial.body).toMatchObject({ status: 'trialing', plan: 'BASIC' });
    expect(await planOf(owner)).toBe('BASIC');
    await owner.agent.delete('/v1/workspaces/subscriptions').expect(200);
    expect(await planOf(owner)).toBe('FREE');
    const again = await owner.agent
      .post('/v1/workspaces/subscriptions/trial')
      .send({ price_id: BASIC })
      .expect(409);
    expect(again.body).toMatchObject({ error_key: 'trial_used' });
    const state = await owner.agent.get('/v1/workspaces/subscription').expect(200);
    expect(state.body).toMatchObject({ is_trial_started: true, subscription: null });
  });

  it('pages cards by 3, newest first, marking the default', async () => {
    const owner = await newWorkspace(t, { name: 'Cards' });
    const ids: string[] = [];
    for (const card of [
      'pm_card_visa',
      'pm_card_mastercard',
      'pm_card_amex',
      'pm_card_visa_debit',
    ]) {
      const res = await owner.agent
        .post('/v1/workspaces/payment-methods')
        .send({ payment_method_id: card })
        .expect(201);
      ids.push((res.body as { id: string }).id);
    }
    const first = (await owner.agent.get('/v1/workspaces/payment-methods').expect(200))
      .body as PaymentMethodPage;
    expect(first.has_more).toBe(true);
    expect(first.payment_methods.map((pm) => pm.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(first.payment_methods.some((pm) => pm.is_default)).toBe(false);
    const second = (
      await owner.agent
        .get('/v1/workspaces/payment-methods')
        .query({ starting_after: ids[1] })
        .expect(200)
    ).body as PaymentMethodPage;
    expect(second).toMatchObject({
      has_more: false,
      payment_methods: [{ id: ids[0], is_default: true }],
    });
    const back = (
      await owner.agent
        .get('/v1/workspaces/payment-methods')
        .query({ ending_before: ids[0] })
        .expect(200)
    ).body as PaymentMethodPage;
    expect(back.payment_methods.map((pm) => pm.id)).toEqual([ids[3], ids[2], ids[1]]);

    const customer = (await owner.agent.get('/v1/workspaces/customers').expect(200))
      .body as Customer;
    expect(customer.default_payment_method).toBe(ids[0]);
    const changed = await owner.agent
      .patch(`/v1/workspaces/customers/${customer.id}/payment-methods`)
      .send({ payment_method_id: ids[2] })
      .expect(200);
    expect(changed.body).toMatchObject({ id: customer.id, default_payment_method: ids[2] });
    await owner.agent.delete(`/v1/workspaces/payment-methods/${ids[1]}`).expect(204);
    const gone = await owner.agent.delete(`/v1/workspaces/payment-methods/${ids[1]}`).expect(404);
    expect(gone.body).toMatchObject({ error_key: 'payment_method_not_found' });
    const left = (await owner.agent.get('/v1/workspaces/payment-methods').expect(200))
      .body as PaymentMethodPage;
    expect(left.payment_methods.map((pm) => [pm.id, pm.is_default])).toEqual([
      [ids[3], false],
      [ids[2], true],
      [ids[0], false],
    ]);
  });

  it('lists invoices with PDFs to download', async () => {
    const owner = await newWorkspace(t, { name: 'Invoices' });
    await subscribeAndPay(owner);
    const history = (await owner.agent.get('/v1/workspaces/invoice/history').expect(200))
      .body as InvoiceHistory;
    const [invoice] = history.invoices;
    expect(invoice).toMatchObject({ status: 'paid', currency: 'USD', total: 600 });
    const pdf = await owner.agent
      .get(invoice?.pdf_url ?? '')
      .buffer(true)
      .expect(200)
      .expect('Content-Type', /application\/pdf/);
    expect(String(pdf.body).slice(0, 4)).toBe('%PDF');
    const other = await newWorkspace(t, { name: 'Elsewhere' });
    await subscribeAndPay(other);
    const foreign = await other.agent.get(invoice?.pdf_url ?? '').expect(404);
    expect(foreign.body).toMatchObject({ error_key: 'error.not_found' });
  });
});
