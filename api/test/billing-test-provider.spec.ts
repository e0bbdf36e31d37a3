import { ErrorKey } from '@punchcard/shared';
import {
  PaymentDeclinedError,
  ProviderNotFoundError,
} from '#src/modules/billing/provider/billing-provider.js';
import { formatMinor } from '#src/modules/billing/test-provider/test-money.js';
import { addMonths } from '#src/modules/billing/test-provider/test-periods.js';
import {
  activeSubscription,
  advance,
  type BilledWorkspace,
  billedWorkspace,
  confirm,
  mirror,
  pdfText,
  subscribe,
} from './billing-test-provider-support.js';
import { errorKey } from './support/errors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('built-in test billing provider: cards, first payment, invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('cards', () => {
    let b: BilledWorkspace;
    beforeAll(async () => {
      b = await billedWorkspace(t);
    });

    it('attaches a Stripe test id as a new card of the customer each time', async () => {
      const first = await b.provider.attachPaymentMethod(b.customerId, 'pm_card_visa');
      const second = await b.provider.attachPaymentMethod(b.customerId, 'pm_card_visa');
      expect(first.id).toMatch(/^pm_test_[0-9a-f]{20}$/);
      expect(second.id).not.toBe(first.id);
      expect(first.card).toMatchObject({ brand: 'visa', last4: '4242', country: 'US' });
      // Attaching an attached card answers it again.
      expect((await b.provider.attachPaymentMethod(b.customerId, first.id)).id).toBe(first.id);
    });

    it('declines pm_card_chargeDeclined at attach and knows no other ids', async () => {
      await expect(
        b.provider.attachPaymentMethod(b.customerId, 'pm_card_chargeDeclined'),
      ).rejects.toBeInstanceOf(PaymentDeclinedError);
      await expect(
        b.provider.attachPaymentMethod(b.customerId, 'pm_card_bogus'),
      ).rejects.toMatchObject({ kind: 'payment_method' });
      await expect(b.provider.getCustomer('cus_test_missing')).rejects.toBeInstanceOf(
        ProviderNotFoundError,
      );
    });

    it('pages cards newest first both ways and detaches them', async () => {
      const c = await billedWorkspace(t);
      const ids: string[] = [];
      for (const card of [
        'pm_card_visa',
        'pm_card_mastercard',
        'pm_card_amex',
        'pm_card_visa_debit',
      ]) {
        ids.push((await c.provider.attachPaymentMethod(c.customerId, card)).id);
      }
      const newest = [...ids].reverse();
      const first = await c.provider.listPaymentMethods(c.customerId, { limit: 3 });
      expect(first.data.map((card) => card.id)).toEqual(newest.slice(0, 3));
      expect(first.hasMore).toBe(true);
      const older = await c.provider.listPaymentMethods(c.customerId, {
        limit: 3,
        startingAfter: newest[2] ?? '',
      });
      expect(older.data.map((card) => card.id)).toEqual([newest[3]]);
      expect(older.hasMore).toBe(false);
      const back = await c.provider.listPaymentMethods(c.customerId, {
        limit: 3,
        endingBefore: newest[3] ?? '',
      });
      expect(back.data.map((card) => card.id)).toEqual(newest.slice(0, 3));
      expect(back.hasMore).toBe(false);
      await c.provider.detachPaymentMethod(c.customerId, ids[0] ?? '');
      await expect(
        c.provider.detachPaymentMethod(c.customerId, ids[0] ?? ''),
      ).rejects.toMatchObject({ kind: 'payment_method' });
      // Another customer's card is not this customer's.
      await expect(
        b.provider.detachPaymentMethod(b.customerId, ids[1] ?? ''),
      ).rejects.toMatchObject({ kind: 'payment_method' });
      expect((await c.provider.listPaymentMethods(c.customerId, { limit: 3 })).data).toHaveLength(
        3,
      );
    });
  });

  describe('the first payment', () => {
    it('starts incomplete with an open invoice and turns active once confirmed', async () => {
      const b = await billedWorkspace(t);
      const request = {
        customerId: b.customerId,
        priceId: 'price_test_basic_usd',
        quantity: 2,
        idempotencyKey: `first-${b.owner.workspaceId}`,
      };
      const sub = await b.provider.createSubscription(request);
      // A retried request (same idempotency key) answers the same subscription.
      expect((await b.provider.createSubscription(request)).id).toBe(sub.id);
      expect(sub).toMatchObject({
        status: 'incomplete',
        plan: 'BASIC',
        currency: 'USD',
        quantity: 2,
        paymentStatus: 'requires_payment_method',
        cancelAtPeriodEnd: false,
      });
      expect(sub.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
      expect(sub.currentPeriodEnd).toEqual(addMonths(sub.currentPeriodStart, 1));
      expect(await mirror(t, b.owner.workspaceId)).toMatchObject({
        plan: 'FREE',
        status: 'incomplete',
      });

      const paid = await confirm(b, {
        client_secret: sub.clientSecret ?? '',
        payment_method_id: 'pm_card_visa',
      }).expect(200);
      expect(paid.body).toEqual({ status: 'succeeded', error_key: null });
      const active = await b.provider.getSubscription(sub.id);
      expect(active).toMatchObject({
        status: 'active',
        clientSecret: null,
        paymentStatus: 'succeeded',
      });
      expect(active.defaultPaymentMethodId).toMatch(/^pm_test_/);
      expect((await b.provider.getCustomer(b.customerId)).defaultPaymentMethodId).toBe(
        active.defaultPaymentMethodId,
      );
      expect(await mirror(t, b.owner.workspaceId)).toMatchObject({
        plan: 'BASIC',
        status: 'active',
      });

      const [invoice] = await b.provider.listInvoices(b.customerId, 10);
      expect(invoice).toMatchObject({
        status: 'paid',
        currency: 'USD',
        total: 1200,
        amountDue: 1200,
        amountPaid: 1200,
        pdfUrl: null,
        lines: [
          expect.objectContaining({
            description: '2 × Punchcard BASIC (at $6.00 / month)',
            amount: 1200,
            quantity: 2,
            proration: false,
          }),
        ],
      });
      expect(invoice?.number).toMatch(/^PC-\d{6}$/);
    });

    it('answers a declined card with the spec key and takes another card after it', async () => {
      const b = await billedWorkspace(t);
      const sub = await subscribe(b);
      const secret = sub.clientSecret ?? '';
      const declined = await confirm(b, {
        client_secret: secret,
        payment_method_id: 'pm_card_chargeDeclined',
      }).expect(200);
      expect(declined.body).toEqual({
        status: 'requires_payment_method',
        error_key: ErrorKey.PaymentMethodDeclined,
      });
      expect(await b.provider.getSubscription(sub.id)).toMatchObject({
        status: 'incomplete',
        clientSecret: secret,
      });
      const paid = await confirm(b, {
        client_secret: secret,
        payment_method_id: 'pm_card_mastercard',
      });
      expect(paid.body).toMatchObject({ status: 'succeeded' });
      expect((await b.provider.getSubscription(sub.id)).status).toBe('active');
    });

    it('runs 3-D Secure: a failed challenge declines, a passed one pays', async () => {
      const b = await billedWorkspace(t);
      const sub = await subscribe(b);
      const secret = sub.clientSecret ?? '';
      const card = { client_secret: secret, payment_method_id: 'pm_card_authenticationRequired' };
      expect((await confirm(b, card).expect(200)).body).toEqual({
        status: 'requires_action',
        error_key: null,
      });
      expect(await b.provider.getSubscription(sub.id)).toMatchObject({
        paymentStatus: 'requires_action',
        clientSecret: secret,
      });
      const failed = await confirm(b, { client_secret: secret, authentication: 'fail' });
      expect(failed.body).toEqual({
        status: 'requires_payment_method',
        error_key: ErrorKey.PaymentMethodDeclined,
      });
      // Nothing waits for a challenge now.
      const stray = await confirm(b, { client_secret: secret, authentication: 'succeed' });
      expect(stray.status).toBe(400);
      await confirm(b, card).expect(200);
      const passed = await confirm(b, { client_secret: secret, authentication: 'succeed' });
      expect(passed.body).toEqual({ status: 'succeeded', error_key: null });
      const active = await b.provider.getSubscription(sub.id);
      expect(active.status).toBe('active');
      const cards = await b.provider.listPaymentMethods(b.customerId, { limit: 3 });
      expect(cards.data.map((saved) => saved.card.last4)).toEqual(['3184']);
      expect(active.defaultPaymentMethodId).toBe(cards.data[0]?.id);
    });

    it('pays once when two confirmations race', async () => {
      const b = await billedWorkspace(t);
      const sub = await subscribe(b);
      const body = { client_secret: sub.clientSecret ?? '', payment_method_id: 'pm_card_visa' };
      const answers = await Promise.all([confirm(b, body), confirm(b, body), confirm(b, body)]);
      for (const answer of answers)
        expect(answer.body).toEqual({ status: 'succeeded', error_key: null });
      const invoices = await b.provider.listInvoices(b.customerId, 10);
      expect(invoices.map((invoice) => [invoice.status, invoice.amountPaid])).toEqual([
        ['paid', 1200],
      ]);
      // The card used was saved once.
      expect((await b.provider.listPaymentMethods(b.customerId, { limit: 3 })).data).toHaveLength(
        1,
      );
    });

    it('expires unpaid after 23 hours of test-clock time', async () => {
      const b = await billedWorkspace(t);
      const sub = await subscribe(b);
      await advance(b, 1);
      const expired = await b.provider.getSubscription(sub.id);
      expect(expired).toMatchObject({ status: 'incomplete_expired', clientSecret: null });
      expect(expired.endedAt).toEqual(new Date(sub.startDate.getTime() + 23 * 3_600_000));
      const [invoice] = await b.provider.listInvoices(b.customerId, 10);
      expect(invoice?.status).toBe('void');
      const late = await confirm(b, {
        client_secret: sub.clientSecret ?? '',
        payment_method_id: 'pm_card_visa',
      });
      expect(late.status).toBe(409);
      expect(await mirror(t, b.owner.workspaceId)).toMatchObject({
        plan: 'FREE',
        status: 'incomplete_expired',
      });
    });

    it('refuses what the browser sends wrong', async () => {
      const b = await billedWorkspace(t);
      const other = await billedWorkspace(t);
      const sub = await subscribe(b);
      const secret = sub.clientSecret ?? '';
      // Another workspace's secret names nothing there.
      const foreign = await confirm(other, {
        client_secret: secret,
        payment_method_id: 'pm_card_visa',
      });
      expect(foreign.status).toBe(404);
      const unknownCard = await confirm(b, {
        client_secret: secret,
        payment_method_id: 'pm_card_bogus',
      });
      expect(errorKey(unknownCard)).toBe(ErrorKey.PaymentMethodNotFound);
      expect((await confirm(b, { client_secret: secret })).status).toBe(400);
      expect((await confirm(b, { client_secret: 'not a secret' })).status).toBe(400);
    });
  });

  describe('invoices', () => {
    it('numbers invoices without gaps across the install', async () => {
      const numbers: number[] = [];
      for (const name of ['One', 'Two']) {
        const b = await billedWorkspace(t, name);
        await activeSubscription(b);
        const [invoice] = await b.provider.listInvoices(b.customerId, 1);
        numbers.push(Number(invoice?.number?.slice(3)));
      }
      expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    });

    it('renders a PDF with the number, the workspace, the lines and the totals', async () => {
      const b = await billedWorkspace(t, '株式会社テスト');
      await activeSubscription(b, 'pm_card_visa', 'price_test_business_jpy');
      const [invoice] = await b.provider.listInvoices(b.customerId, 1);
      const { pdf } = await b.provider.invoicePdf(b.customerId, invoice?.id ?? '');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain(invoice?.number ?? 'missing');
      expect(text).toContain('株式会社テスト');
      expect(text).toMatch(
        /2 × Punchcard BUSINESS \(at ¥1,400 \/ month\)\s+\S+ – \S+\s+2\s+¥2,800/,
      );
      expect(text).toMatch(/Total \/ 合計\s+¥2,800/);
      expect(text).toContain('Paid / 支払済み');
      const other = await billedWorkspace(t);
      await expect(
        b.provider.invoicePdf(other.customerId, invoice?.id ?? ''),
      ).rejects.toMatchObject({
        kind: 'invoice',
      });
    });

    it('writes money in minor units, yen without decimals', () => {
      expect(formatMinor(1200, 'USD')).toBe('$12.00');
      expect(formatMinor(-5, 'EUR')).toBe('-€0.05');
      expect(formatMinor(1400, 'JPY')).toBe('¥1,400');
      expect(formatMinor(350, 'GBP')).toBe('£3.50');
      expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1)).toEqual(
        new Date('2027-02-28T10:00:00Z'),
      );
      expect(addMonths(new Date('2027-01-31T10:00:00Z'), 2)).toEqual(
        new Date('2027-03-31T10:00:00Z'),
      );
    });
  });
});
