import { PaymentDeclinedError } from '#src/modules/billing/provider/billing-provider.js';
import { TestBillingLifecycle } from '#src/modules/billing/test-provider/index.js';
import { addMonths } from '#src/modules/billing/test-provider/test-periods.js';
import {
  activeSubscription,
  advance,
  billedWorkspace,
  confirm,
  DAY_MS,
  mirror,
  subscribe,
} from './billing-test-provider-support.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What Stripe prorates: `amount` for the seconds of [start, end) left at `at`. */
const prorated = (amount: number, start: Date, end: Date, at: Date) =>
  Math.round(
    (amount * Math.round((end.getTime() - at.getTime()) / 1000)) /
      Math.round((end.getTime() - start.getTime()) / 1000),
  );

describe('built-in test billing provider: the clock, renewals, changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('renews at period end, charging the default card', async () => {
    const b = await billedWorkspace(t);
    const first = await activeSubscription(b);
    await advance(b, 31);
    const renewed = await b.provider.getSubscription(first.id);
    expect(renewed).toMatchObject({ status: 'active', clientSecret: null });
    expect(renewed.currentPeriodStart).toEqual(first.currentPeriodEnd);
    expect(renewed.currentPeriodEnd).toEqual(addMonths(first.startDate, 2));
    const [latest, earlier] = await b.provider.listInvoices(b.customerId, 10);
    expect(latest).toMatchObject({
      status: 'paid',
      total: 1200,
      periodStart: first.currentPeriodEnd,
    });
    expect(latest?.created).toEqual(first.currentPeriodEnd);
    expect(Number(latest?.number?.slice(3))).toBe(Number(earlier?.number?.slice(3)) + 1);
    // A long jump runs every renewal in between, in order.
    await advance(b, 100);
    const invoices = await b.provider.listInvoices(b.customerId, 20);
    expect(invoices.length).toBeGreaterThanOrEqual(5);
    expect(invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    expect(await mirror(t, b.owner.workspaceId)).toMatchObject({ plan: 'BASIC', status: 'active' });
  });

  it('turns past_due when the renewal needs 3-D Secure, and a new default card pays it', async () => {
    const b = await billedWorkspace(t);
    const sub = await subscribe(b);
    const secret = sub.clientSecret ?? '';
    await confirm(b, {
      client_secret: secret,
      payment_method_id: 'pm_card_authenticationRequired',
    });
    await confirm(b, { client_secret: secret, authentication: 'succeed' }).expect(200);
    await advance(b, 31);
    const overdue = await b.provider.getSubscription(sub.id);
    expect(overdue).toMatchObject({ status: 'past_due', paymentStatus: 'requires_action' });
    expect(overdue.clientSecret).toMatch(/_secret_/);
    expect(overdue.clientSecret).not.toBe(secret);
    // The grace period keeps the plan.
    expect(await mirror(t, b.owner.workspaceId)).toMatchObject({
      plan: 'BASIC',
      status: 'past_due',
    });
    const [open] = await b.provider.listInvoices(b.customerId, 1);
    expect(open).toMatchObject({ status: 'open', amountPaid: 0 });

    const visa = await b.provider.attachPaymentMethod(b.customerId, 'pm_card_visa');
    await b.provider.setDefaultPaymentMethod(b.customerId, visa.id);
    const paid = await b.provider.getSubscription(sub.id);
    expect(paid).toMatchObject({
      status: 'active',
      clientSecret: null,
      defaultPaymentMethodId: visa.id,
    });
    expect((await b.provider.listInvoices(b.customerId, 1))[0]).toMatchObject({
      id: open?.id,
      status: 'paid',
    });
    expect(await mirror(t, b.owner.workspaceId)).toMatchObject({ plan: 'BASIC', status: 'active' });
  });

  it('turns past_due when the renewal is declined; a failing new default answers declined', async () => {
    const b = await billedWorkspace(t);
    const sub = await activeSubscription(b);
    // The saved card starts failing (blocked since it was attached): only SQL can arrange it.
    await sql(
      t,
      `UPDATE billing_test_payment_methods SET test_id = 'pm_card_chargeDeclined'
                   WHERE id = $1`,
      [sub.defaultPaymentMethodId],
    );
    await advance(b, 31);
    const overdue = await b.provider.getSubscription(sub.id);
    expect(overdue).toMatchObject({ status: 'past_due', paymentStatus: 'requires_payment_method' });
    expect(overdue.clientSecret).toMatch(/_secret_/);
    await expect(
      b.provider.setDefaultPaymentMethod(b.customerId, sub.defaultPaymentMethodId ?? ''),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect((await b.provider.getSubscription(sub.id)).status).toBe('past_due');
    const visa = await b.provider.attachPaymentMethod(b.customerId, 'pm_card_visa');
    await b.provider.setDefaultPaymentMethod(b.customerId, visa.id);
    expect(await b.provider.getSubscription(sub.id)).toMatchObject({
      status: 'active',
      clientSecret: null,
    });
    expect(await mirror(t, b.owner.workspaceId)).toMatchObject({ plan: 'BASIC', status: 'active' });
  });

  it('lets the owner finish a past_due renewal with 3-D Secure in the browser', async () => {
    const b = await billedWorkspace(t);
    await activeSubscription(b, 'pm_card_visa');
    const strict = await b.provider.attachPaymentMethod(
      b.customerId,
      'pm_card_authenticationRequired',
    );
    await b.provider.setDefaultPaymentMethod(b.customerId, strict.id);
    await advance(b, 31);
    const state = await mirror(t, b.owner.workspaceId);
    expect(state.status).toBe('past_due');
    const secret = state.client_secret ?? '';
    expect(secret).toMatch(/_secret_/);
    expect((await confirm(b, { client_secret: secret, authentication: 'succeed' })).body).toEqual({
      status: 'succeeded',
      error_key: null,
    });
    expect(await mirror(t, b.owner.workspaceId)).toMatchObject({ status: 'active' });
  });

  it('cancels at period end, and resuming keeps it renewing', async () => {
    const b = await billedWorkspace(t);
    const sub = await activeSubscription(b);
    const scheduled = await b.provider.setCancelAtPeriodEnd(sub.id, true);
    expect(scheduled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await b.provider.upcomingInvoice({ customerId: b.customerId })).toBeNull();
    await advance(b, 31);
    const ended = await b.provider.getSubscription(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: sub.currentPeriodEnd });
    expect(await b.provider.listInvoices(b.customerId, 10)).toHaveLength(1);
    expect(await mirror(t, b.owner.workspaceId)).toMatchObject({
      plan: 'FREE',
      status: 'canceled',
    });

    const other = await billedWorkspace(t);
    const resumed = await activeSubscription(other);
    await other.provider.setCancelAtPeriodEnd(resumed.id, true);
    await other.provider.setCancelAtPeriodEnd(resumed.id, false);
    await advance(other, 31);
    expect((await other.provider.getSubscription(resumed.id)).status).toBe('active');
  });

  it('cancels now, voiding what is still open', async () => {
    const b = await billedWorkspace(t);
    const sub = await subscribe(b);
    const canceled = await b.provider.cancelSubscription(sub.id);
    expect(canceled).toMatchObject({ status: 'canceled', clientSecret: null });
    expect((await b.provider.cancelSubscription(sub.id)).status).toBe('canceled');
    expect((await b.provider.listInvoices(b.customerId, 1))[0]?.status).toBe('void');
  });

  it('trials without an invoice, then bills the default card when the trial ends', async () => {
    const b = await billedWorkspace(t);
    const trial = await subscribe(b, 'price_test_lite_eur', { trialDays: 14, quantity: 3 });
    expect(trial).toMatchObject({ status: 'trialing', clientSecret: null, paymentStatus: null });
    expect(trial.trialEnd).toEqual(new Date(trial.startDate.getTime() + 14 * DAY_MS));
    expect(trial.currentPeriodEnd).toEqual(trial.trialEnd);
    expect(await b.provider.listInvoices(b.customerId, 10)).toEqual([]);
    expect(await mirror(t, b.owner.workspaceId)).toMatchObject({
      plan: 'LITE',
      status: 'trialing',
    });
    // Seats change freely during a trial: nothing to prorate.
    await b.provider.updateSubscription(trial.id, { quantity: 4 });
    const card = await b.provider.attachPaymentMethod(b.customerId, 'pm_card_amex');
    await b.provider.setDefaultPaymentMethod(b.customerId, card.id);
    await advance(b, 15);
    const active = await b.provider.getSubscription(trial.id);
    expect(active).toMatchObject({ status: 'active', currentPeriodStart: trial.trialEnd });
    const [invoice] = await b.provider.listInvoices(b.customerId, 10);
    expect(invoice).toMatchObject({ status: 'paid', currency: 'EUR', total: 1600 });
    expect(invoice?.lines).toEqual([
      expect.objectContaining({
        description: '4 × Punchcard LITE (at €4.00 / month)',
        proration: false,
      }),
    ]);
  });

  it('cancels a trial that ends without a card on file, as Stripe is told to', async () => {
    const b = await billedWorkspace(t);
    const trial = await subscribe(b, 'price_test_basic_gbp', { trialDays: 14, quantity: 1 });
    await advance(b, 14);
    const ended = await b.provider.getSubscription(trial.id);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: trial.trialEnd });
    expect(await b.provider.listInvoices(b.customerId, 5)).toEqual([]);
  });

  it('previews and bills a change prorated by the seconds left in the period', async () => {
    const b = await billedWorkspace(t);
    const sub = await activeSubscription(b);
    await advance(b, 10);
    const preview = await b.provider.upcomingInvoice({
      customerId: b.customerId,
      subscriptionId: sub.id,
      itemId: sub.itemId,
      priceId: 'price_test_business_usd',
    });
    expect(preview).toMatchObject({ id: null, number: null, status: 'draft', currency: 'USD' });
    const [credit, charge, next] = preview?.lines ?? [];
    const now = new Date(Date.now() + 10 * DAY_MS);
    const { currentPeriodStart: start, currentPeriodEnd: end } = sub;
    expect(credit?.proration).toBe(true);
    expect(Math.abs((credit?.amount ?? 0) + prorated(1200, start, end, now))).toBeLessThanOrEqual(
      1,
    );
    expect(Math.abs((charge?.amount ?? 0) - prorated(1800, start, end, now))).toBeLessThanOrEqual(
      1,
    );
    expect(credit?.description).toMatch(/^Unused time on 2 × Punchcard BASIC after /);
    expect(charge?.description).toMatch(/^Remaining time on 2 × Punchcard BUSINESS after /);
    expect(next).toMatchObject({ amount: 1800, proration: false, periodStart: end });
    expect(preview?.total).toBe((credit?.amount ?? 0) + (charge?.amount ?? 0) + 1800);
    // A preview changes nothing.
    expect((await b.provider.getSubscription(sub.id)).priceId).toBe('price_test_basic_usd');

    // Seats: one more, prorated onto the next invoice.
    const changed = await b.provider.updateSubscription(sub.id, { quantity: 3 });
    expect(changed).toMatchObject({ quantity: 3, status: 'active' });
    const upcoming = await b.provider.upcomingInvoice({ customerId: b.customerId });
    const prorations = upcoming?.lines.filter((line) => line.proration) ?? [];
    expect(prorations).toHaveLength(2);
    const added = prorations.reduce((sum, line) => sum + line.amount, 0);
    expect(Math.abs(added - prorated(600, start, end, now))).toBeLessThanOrEqual(1);
    await advance(b, 21);
    const [renewal] = await b.provider.listInvoices(b.customerId, 1);
    expect(renewal?.total).toBe(added + 1800);
    expect(renewal?.lines.map((line) => line.proration)).toEqual([true, true, false]);
    expect(await b.provider.upcomingInvoice({ customerId: b.customerId })).toMatchObject({
      total: 1800,
    });
  });

  it('carries a downgrade credit larger than the invoice on to the next one', async () => {
    const b = await billedWorkspace(t);
    const sub = await activeSubscription(b, 'pm_card_visa', 'price_test_business_usd');
    await b.provider.updateSubscription(sub.id, { priceId: 'price_test_lite_usd', quantity: 1 });
    await advance(b, 31);
    const [renewal] = await b.provider.listInvoices(b.customerId, 1);
    expect(renewal).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(renewal?.total).toBeLessThan(0);
    const next = await b.provider.upcomingInvoice({ customerId: b.customerId });
    expect(next?.lines[0]?.description).toMatch(/^Credit carried from invoice PC-/);
  });

  it('refuses changes Stripe refuses and names what it does not know', async () => {
    const b = await billedWorkspace(t);
    const sub = await subscribe(b);
    await expect(b.provider.updateSubscription(sub.id, { quantity: 5 })).rejects.toThrow(
      /incomplete/,
    );
    await expect(
      b.provider.updateSubscription(sub.id, { priceId: 'price_test_nope' }),
    ).rejects.toThrow();
    await expect(b.provider.getSubscription('sub_test_missing')).rejects.toMatchObject({
      kind: 'subscription',
    });
    expect(await b.provider.listPrices('usd')).toHaveLength(3);
    expect(await b.provider.listPrices('CHF')).toEqual([]);
    await expect(
      b.provider.setDefaultPaymentMethod(b.customerId, 'pm_test_missing'),
    ).rejects.toMatchObject({ kind: 'payment_method' });
  });

  describe('POST /v1/billing/test/clock', () => {
    it('is the super owner’s, with days in 1..400', async () => {
      const b = await billedWorkspace(t);
      for (const days of [0, 401, 1.5]) {
        const res = await b.owner.agent.post('/v1/billing/test/clock').send({ days });
        expect(res.status).toBe(400);
      }
      await b.owner.agent.post('/v1/billing/test/clock').send({ days: 400 }).expect(204);
    });

    it('answers 409 billing_disabled without the test provider', async () => {
      const off = await startTestApp({ BILLING: 'none' });
      try {
        const b = await billedWorkspace(off);
        const res = await b.owner.agent.post('/v1/billing/test/clock').send({ days: 1 });
        expect(res.status).toBe(409);
        expect((res.body as { error_key: string }).error_key).toBe('billing_disabled');
      } finally {
        await off.close();
      }
    });
  });

  // Last: it moves the app's own clock, which every later test would feel.
  it('runs what falls due in real time with the periodic run', async () => {
    const b = await billedWorkspace(t);
    const sub = await subscribe(b);
    expect(await t.app.get(TestBillingLifecycle, { strict: false }).runDue()).toBe(0);
    t.clock.advance(DAY_MS);
    expect(await t.app.get(TestBillingLifecycle, { strict: false }).runDue()).toBeGreaterThan(0);
    expect((await b.provider.getSubscription(sub.id)).status).toBe('incomplete_expired');
    expect(await mirror(t, b.owner.workspaceId)).toMatchObject({ status: 'incomplete_expired' });
  });
});
