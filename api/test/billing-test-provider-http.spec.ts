import {
  ErrorKey,
  Role,
  type InvoiceHistory,
  type PriceList,
  type Subscription,
  type SubscriptionState,
  type UpcomingInvoice,
} from '@punchcard/shared';
import { mirror, pdfText } from './billing-test-provider-support.js';
import { errorKey } from './support/errors.js';
import { newMember, newWorkspace, type Owner } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The built-in provider behind billing's own routes, as the plans screen drives it: an owner
 * subscribes, pays in the "browser" (POST /v1/billing/test/confirm), downloads an invoice, lets
 * the test clock renew, previews a change and cancels back to FREE; a trial that runs out without
 * a card is cancelled.
 */
describe('built-in test billing provider over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const state = async (owner: Owner) =>
    (await owner.agent.get('/v1/workspaces/subscription').expect(200)).body as SubscriptionState;
  const clock = (owner: Owner, days: number) =>
    owner.agent.post('/v1/billing/test/clock').send({ days }).expect(204);
  const pay = (owner: Owner, secret: string | null, card = 'pm_card_visa') =>
    owner.agent
      .post('/v1/billing/test/confirm')
      .send({ client_secret: secret, payment_method_id: card })
      .expect(200);

  it('subscribes, pays, renews, previews a change and cancels at period end', async () => {
    const owner = await newWorkspace(t, { name: 'Journey' });
    const prices = (await owner.agent.get('/v1/workspaces/prices').expect(200)).body as PriceList;
    expect(prices.prices.map((price) => [price.id, price.unit_amount])).toEqual([
      ['price_test_lite_usd', 400],
      ['price_test_basic_usd', 600],
      ['price_test_business_usd', 900],
    ]);
    const declined = await owner.agent
      .post('/v1/workspaces/payment-methods')
      .send({ payment_method_id: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(400);
    expect(errorKey(declined)).toBe(ErrorKey.PaymentMethodDeclined);

    const created = await owner.agent
      .post('/v1/workspaces/subscriptions')
      .send({ price_id: 'price_test_basic_usd' })
      .expect(201);
    const sub = created.body as Subscription;
    expect(sub).toMatchObject({ status: 'incomplete', plan: 'BASIC' });
    expect((await pay(owner, sub.client_secret)).body).toMatchObject({ status: 'succeeded' });
    expect((await state(owner)).subscription).toMatchObject({
      id: sub.id,
      status: 'active',
      client_secret: null,
    });
    expect(await mirror(t, owner.workspaceId)).toMatchObject({ plan: 'BASIC' });

    const history = (await owner.agent.get('/v1/workspaces/invoice/history').expect(200))
      .body as InvoiceHistory;
    const [invoice] = history.invoices;
    expect(invoice).toMatchObject({ status: 'paid', currency: 'USD', total: sub.quantity * 600 });
    const pdf = await owner.agent
      .get(`/v1/workspaces/invoices/${invoice?.id ?? ''}/pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          done(null, Buffer.concat(chunks));
        });
      })
      .expect(200)
      .expect('Content-Type', /application\/pdf/);
    expect(pdfText(pdf.body as Buffer)).toContain(invoice?.number ?? 'missing');

    await clock(owner, 31);
    const renewed = (await owner.agent.get('/v1/workspaces/invoice/history').expect(200))
      .body as InvoiceHistory;
    expect(renewed.invoices.map((each) => each.status)).toEqual(['paid', 'paid']);

    const preview = await owner.agent
      .get('/v1/workspaces/invoice/upcoming')
      .query({ id_price: 'price_test_business_usd' })
      .expect(200);
    const lines = (preview.body as UpcomingInvoice).invoice?.lines ?? [];
    expect(lines.map((line) => line.proration)).toEqual([true, true, false]);

    await owner.agent
      .patch(`/v1/workspaces/subscriptions/${sub.id}`)
      .send({ cancelAtPeriodEnd: true })
      .expect(200);
    await clock(owner, 31);
    expect(await mirror(t, owner.workspaceId)).toMatchObject({ plan: 'FREE', status: 'canceled' });
  });

  it('cancels a trial that runs out without a card, back to FREE', async () => {
    const owner = await newWorkspace(t, { name: 'Trial' });
    const started = await owner.agent
      .post('/v1/workspaces/subscriptions/trial')
      .send({ price_id: 'price_test_lite_usd' })
      .expect(201);
    expect(started.body).toMatchObject({ status: 'trialing', client_secret: null });
    expect(await mirror(t, owner.workspaceId)).toMatchObject({ plan: 'LITE' });
    await clock(owner, 15);
    expect(await mirror(t, owner.workspaceId)).toMatchObject({ plan: 'FREE', status: 'canceled' });
    expect((await state(owner)).is_trial_started).toBe(true);
  });

  it('keeps owners who are not the super owner out of the test routes', async () => {
    const owner = await newWorkspace(t);
    const coOwner = await newMember(t, owner.workspaceId, Role.Owner);
    const confirm = await coOwner.agent
      .post('/v1/billing/test/confirm')
      .send({ client_secret: 'pi_test_x_secret_y', payment_method_id: 'pm_card_visa' });
    expect(errorKey(confirm)).toBe(ErrorKey.Forbidden);
    const moved = await coOwner.agent.post('/v1/billing/test/clock').send({ days: 1 });
    expect(errorKey(moved)).toBe(ErrorKey.Forbidden);
    expect(moved.status).toBe(403);
  });
});
