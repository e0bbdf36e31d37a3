import Stripe from 'stripe';
import { loadConfig } from '#src/config/app-config.js';
import {
  PaymentDeclinedError,
  ProviderNotFoundError,
} from '#src/modules/billing/provider/billing-provider.js';
import { StripeBillingProvider } from '#src/modules/billing/provider/stripe-billing-provider.js';
import { type StripeServer, startStripeServer } from './support/stripe-server.js';

/**
 * The Stripe provider through the official client, over real HTTP, against the local server
 * speaking Stripe's protocol: what each call sends and how Stripe's answers and errors come back.
 */
describe('StripeBillingProvider', () => {
  let stripe: StripeServer;
  let provider: StripeBillingProvider;
  beforeAll(async () => {
    stripe = await startStripeServer();
    provider = new StripeBillingProvider(loadConfig(stripe.env()));
  });
  afterAll(() => stripe.close());

  let counter = 0;
  async function customer() {
    counter += 1;
    return provider.createCustomer({
      workspaceId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
      email: `owner-${String(counter)}@example.com`,
      name: `Workspace ${String(counter)}`,
      idempotencyKey: `customer-${String(counter)}-${String(Date.now())}`,
    });
  }

  async function subscribed(card = 'pm_card_visa', quantity = 3) {
    const { id } = await customer();
    const prices = await provider.listPrices('USD');
    const basic = prices.find((price) => price.plan === 'BASIC');
    const sub = await provider.createSubscription({
      customerId: id,
      priceId: basic?.id ?? '',
      quantity,
      idempotencyKey: `sub-${id}`,
    });
    const result = await stripe.confirm(sub.clientSecret ?? '', card);
    return { customerId: id, sub, result, prices };
  }

  it('creates one customer per idempotency key, the workspace in its metadata', async () => {
    const input = {
      workspaceId: '00000000-0000-4000-8000-0000000000aa',
      email: 'boss@example.com',
      name: 'Acme',
      idempotencyKey: 'workspace-acme-customer',
    };
    const first = await provider.createCustomer(input);
    const again = await provider.createCustomer(input);
    expect(again.id).toBe(first.id);
    expect(first).toEqual({
      id: expect.stringMatching(/^cus_/) as string,
      email: 'boss@example.com',
      description: 'Acme',
      defaultPaymentMethodId: null,
    });
    expect(stripe.store.customer(first.id).metadata).toEqual({ workspace_id: input.workspaceId });
    expect(
      stripe.requests.filter((r) => r.path === '/v1/customers').map((r) => r.idempotencyKey),
    ).toContain('workspace-acme-customer');
    await expect(provider.getCustomer('cus_missing')).rejects.toEqual(
      expect.objectContaining({ kind: 'customer' }),
    );
  });

  it('lists the paid plans of a currency by lookup key, cheapest first', async () => {
    const usd = await provider.listPrices('USD');
    expect(
      usd.map(({ plan, unitAmount, currency, lookupKey }) => ({
        plan,
        unitAmount,
        currency,
        lookupKey,
      })),
    ).toEqual([
      { plan: 'LITE', unitAmount: 400, currency: 'USD', lookupKey: 'punchcard_lite_usd' },
      { plan: 'BASIC', unitAmount: 600, currency: 'USD', lookupKey: 'punchcard_basic_usd' },
      { plan: 'BUSINESS', unitAmount: 900, currency: 'USD', lookupKey: 'punchcard_business_usd' },
    ]);
    expect((await provider.listPrices('JPY')).map((price) => price.unitAmount)).toEqual([
      600, 900, 1400,
    ]);
    expect(await provider.listPrices('CHF')).toEqual([]);
  });

  it('attaches, pages by 3 (newest first), makes default and detaches cards', async () => {
    const { id } = await customer();
    const attached = [];
    for (const card of [
      'pm_card_visa',
      'pm_card_mastercard',
      'pm_card_amex',
      'pm_card_visa_debit',
    ]) {
      attached.push(await provider.attachPaymentMethod(id, card));
    }
    expect(attached[0]).toMatchObject({
      id: expect.stringMatching(/^pm_/) as string,
      card: { brand: 'visa', last4: '4242', country: 'US', expMonth: 12 },
    });
    const newest = [...attached].reverse().map((method) => method.id);
    const first = await provider.listPaymentMethods(id, { limit: 3 });
    expect(first.data.map((method) => method.id)).toEqual(newest.slice(0, 3));
    expect(first.hasMore).toBe(true);
    const second = await provider.listPaymentMethods(id, { limit: 3, startingAfter: newest[2] });
    expect(second).toMatchObject({ data: [{ id: newest[3] }], hasMore: false });
    const back = await provider.listPaymentMethods(id, { limit: 3, endingBefore: newest[3] });
    expect(back.data.map((method) => method.id)).toEqual(newest.slice(0, 3));

    await provider.setDefaultPaymentMethod(id, newest[1] ?? '');
    expect((await provider.getCustomer(id)).defaultPaymentMethodId).toBe(newest[1]);
    await provider.detachPaymentMethod(id, newest[1] ?? '');
    expect((await provider.getCustomer(id)).defaultPaymentMethodId).toBeNull();
    const other = await customer();
    await expect(provider.detachPaymentMethod(other.id, newest[0] ?? '')).rejects.toEqual(
      expect.objectContaining({ kind: 'payment_method' }),
    );
    await expect(
      provider.setDefaultPaymentMethod(other.id, newest[0] ?? ''),
    ).rejects.toBeInstanceOf(ProviderNotFoundError);
  });

  it('declines pm_card_chargeDeclined when attaching', async () => {
    const { id } = await customer();
    await expect(provider.attachPaymentMethod(id, 'pm_card_chargeDeclined')).rejects.toBeInstanceOf(
      PaymentDeclinedError,
    );
    await expect(provider.attachPaymentMethod(id, 'pm_nonexistent')).rejects.toEqual(
      expect.objectContaining({ kind: 'payment_method' }),
    );
  });

  it('starts a subscription incomplete with a client secret; the browser pays it', async () => {
    const { customerId, sub, result } = await subscribed();
    expect(sub).toMatchObject({
      customerId,
      plan: 'BASIC',
      currency: 'USD',
      quantity: 3,
      status: 'incomplete',
      cancelAtPeriodEnd: false,
      trialEnd: null,
      clientSecret: expect.stringMatching(/^pi_.+_secret_/) as string,
      paymentStatus: 'requires_payment_method',
    });
    expect(result).toEqual({ status: 'succeeded', errorCode: null });
    const paid = await provider.getSubscription(sub.id);
    expect(paid).toMatchObject({ status: 'active', clientSecret: null, paymentStatus: null });
    expect(paid.defaultPaymentMethodId).toMatch(/^pm_/);
    const createCall = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions',
    );
    expect(createCall?.form).toMatchObject({
      payment_behavior: 'default_incomplete',
      expand: [
        'latest_invoice.confirmation_secret',
        'latest_invoice.payments',
        'pending_setup_intent',
      ],
    });
    const [invoice] = await provider.listInvoices(customerId, 10);
    expect(invoice).toMatchObject({
      status: 'paid',
      currency: 'USD',
      total: 1800,
      amountPaid: 1800,
      pdfUrl: expect.stringMatching(/invoice_pdfs/) as string,
      lines: [{ amount: 1800, quantity: 3, proration: false }],
    });
  });

  it('keeps the secret through 3-D Secure until the cardholder passes it', async () => {
    const { sub, result } = await subscribed('pm_card_authenticationRequired');
    expect(result.status).toBe('requires_action');
    const waiting = await provider.getSubscription(sub.id);
    expect(waiting).toMatchObject({
      status: 'incomplete',
      clientSecret: sub.clientSecret,
      paymentStatus: 'requires_action',
    });
    stripe.authenticate(sub.clientSecret ?? '', 'succeed');
    expect(await provider.getSubscription(sub.id)).toMatchObject({
      status: 'active',
      clientSecret: null,
    });
  });

  it('leaves the subscription incomplete when the card is declined in the browser', async () => {
    const { sub, result } = await subscribed('pm_card_chargeDeclined');
    expect(result.errorCode).toBe('card_declined');
    expect(await provider.getSubscription(sub.id)).toMatchObject({
      status: 'incomplete',
      clientSecret: sub.clientSecret,
      paymentStatus: 'requires_payment_method',
    });
  });

  it('answers a price Stripe does not know as ProviderNotFoundError(price)', async () => {
    const { id } = await customer();
    await expect(
      provider.createSubscription({
        customerId: id,
        priceId: 'price_gone',
        quantity: 1,
        idempotencyKey: `x-${id}`,
      }),
    ).rejects.toEqual(expect.objectContaining({ kind: 'price' }));
    await expect(provider.getSubscription('sub_gone')).rejects.toEqual(
      expect.objectContaining({ kind: 'subscription' }),
    );
  });

  it('starts a trial without a card, set to cancel at its end if none is added', async () => {
    const { id } = await customer();
    const [lite] = await provider.listPrices('EUR');
    const trial = await provider.createSubscription({
      customerId: id,
      priceId: lite?.id ?? '',
      quantity: 2,
      trialDays: 14,
      idempotencyKey: `trial-${id}`,
    });
    expect(trial).toMatchObject({ status: 'trialing', plan: 'LITE', currency: 'EUR' });
    expect((trial.trialEnd?.getTime() ?? 0) - trial.startDate.getTime()).toBe(14 * 86_400_000);
    expect(trial.clientSecret).toMatch(/^seti_/);
    const created = stripe.requests.filter((r) => r.path === '/v1/subscriptions').at(-1);
    expect(created?.form).toMatchObject({
      trial_period_days: '14',
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
  });

  it('changes seats and price with prorations, previewed first', async () => {
    const { customerId, sub, prices } = await subscribed('pm_card_visa', 2);
    const business = prices.find((price) => price.plan === 'BUSINESS');
    const preview = await provider.upcomingInvoice({
      customerId,
      subscriptionId: sub.id,
      itemId: sub.itemId,
      priceId: business?.id,
    });
    expect(preview).toMatchObject({ id: null, number: null, status: 'draft' });
    const prorations = preview?.lines.filter((line) => line.proration) ?? [];
    expect(prorations.map((line) => Math.sign(line.amount))).toEqual([-1, 1]);
    expect(preview?.lines.at(-1)).toMatchObject({ amount: 1800, quantity: 2, proration: false });

    const more = await provider.updateSubscription(sub.id, { quantity: 5 });
    expect(more).toMatchObject({ quantity: 5, plan: 'BASIC', status: 'active' });
    const upgraded = await provider.updateSubscription(sub.id, { priceId: business?.id });
    expect(upgraded).toMatchObject({ quantity: 5, plan: 'BUSINESS' });
    const update = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`,
    );
    expect(update.at(-1)?.form).toMatchObject({
      proration_behavior: 'create_prorations',
      items: [{ id: sub.itemId }],
    });
    const next = await provider.upcomingInvoice({ customerId, subscriptionId: sub.id });
    expect(next?.lines.filter((line) => line.proration)).toHaveLength(4);
  });

  it('cancels at period end, resumes, and cancels now', async () => {
    const { customerId, sub } = await subscribed();
    expect(await provider.setCancelAtPeriodEnd(sub.id, true)).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    expect(await provider.upcomingInvoice({ customerId, subscriptionId: sub.id })).toBeNull();
    expect(await provider.setCancelAtPeriodEnd(sub.id, false)).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    const ended = await provider.cancelSubscription(sub.id);
    expect(ended.status).toBe('canceled');
    expect(ended.endedAt).toBeInstanceOf(Date);
  });

  it('retries an overdue invoice with a new default card; a failing card is declined', async () => {
    const { customerId, sub } = await subscribed();
    const failing = await provider.attachPaymentMethod(customerId, 'pm_card_chargeCustomerFail');
    await provider.setDefaultPaymentMethod(customerId, failing.id);
    stripe.advanceDays(32);
    expect(await provider.getSubscription(sub.id)).toMatchObject({ status: 'past_due' });
    await expect(provider.setDefaultPaymentMethod(customerId, failing.id)).rejects.toBeInstanceOf(
      PaymentDeclinedError,
    );
    const good = await provider.attachPaymentMethod(customerId, 'pm_card_mastercard');
    await provider.setDefaultPaymentMethod(customerId, good.id);
    expect(await provider.getSubscription(sub.id)).toMatchObject({
      status: 'active',
      defaultPaymentMethodId: good.id,
    });
  });

  it('lets Stripe outages and refused calls go up unchanged (billing answers 502)', async () => {
    const { sub } = await subscribed();
    stripe.failNext(3, 500);
    const outage = await provider.getSubscription(sub.id).catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(Stripe.errors.StripeAPIError);
    const wrongKey = new StripeBillingProvider(
      loadConfig({ ...stripe.env(), STRIPE_SECRET_KEY: 'sk_test_wrong' }),
    );
    await expect(wrongKey.getSubscription(sub.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});
