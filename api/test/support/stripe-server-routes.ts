import { type Form, form } from './stripe-server-form.js';
import type { Json, StripeJson } from './stripe-server-json.js';
import { declined, invalid, missing, type StripeStore } from './stripe-server-store.js';
import type { StripeSubscriptions } from './stripe-server-subscriptions.js';

export interface RouteContext {
  params: string[];
  form: Form;
  /** The call was made with the publishable key (Stripe.js in a browser). */
  publishable: boolean;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  /** Stripe.js may call it with the publishable key and the intent's client secret. */
  browser?: boolean;
  handle: (context: RouteContext) => Json;
}

const LIST_LIMIT = { fallback: 10, max: 100 };

/** Stripe's cursor pagination over a newest-first array. */
function page<T extends { id: string }>(
  items: T[],
  params: Form,
  render: (item: T) => Json,
  url: string,
  json: StripeJson,
): Json {
  const limit = form.int(params.limit) ?? LIST_LIMIT.fallback;
  if (limit < 1 || limit > LIST_LIMIT.max)
    throw invalid('Invalid limit: must be between 1 and 100', 'limit');
  const after = form.string(params.starting_after);
  const before = form.string(params.ending_before);
  const cursor = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw missing('object', id, param);
    return index;
  };
  let start = after === undefined ? 0 : cursor(after, 'starting_after') + 1;
  let end: number;
  if (before !== undefined) {
    end = cursor(before, 'ending_before');
    start = Math.max(0, end - limit);
  } else {
    end = Math.min(items.length, start + limit);
  }
  const hasMore = before !== undefined ? start > 0 : end < items.length;
  return json.list(items.slice(start, end).map(render), url, hasMore);
}

/** The part of Stripe's REST API that billing uses, plus what Stripe.js calls for confirming. */
export function stripeRoutes(
  store: StripeStore,
  json: StripeJson,
  subs: StripeSubscriptions,
): Route[] {
  const id = (context: RouteContext, index = 0) => context.params[index] ?? '';
  const pay = subs.payments;
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: ({ form: params }) => {
        const customer = {
          id: store.id('cus'),
          created: store.now(),
          email: form.string(params.email) ?? null,
          name: form.string(params.name) ?? null,
          description: form.string(params.description) ?? null,
          metadata: Object.fromEntries(
            Object.entries(form.object(params.metadata)).map(([key, value]) => [
              key,
              form.string(value) ?? '',
            ]),
          ),
          defaultPaymentMethod: null,
          invoiceSequence: 0,
        };
        store.customers.set(customer.id, customer);
        return json.customer(customer);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: (context) => json.customer(store.customer(id(context))),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: (context) => {
        const customer = store.customer(id(context));
        const settings = form.object(context.form.invoice_settings);
        const method = form.string(settings.default_payment_method);
        if (method !== undefined) {
          if (store.paymentMethods.get(method)?.customer !== customer.id) {
            throw invalid(
              `No such PaymentMethod: '${method}' on this customer`,
              'invoice_settings[default_payment_method]',
              'resource_missing',
            );
          }
          customer.defaultPaymentMethod = method;
        }
        customer.email = form.string(context.form.email) ?? customer.email;
        customer.name = form.string(context.form.name) ?? customer.name;
        return json.customer(customer);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      handle: (context) => {
        const customer = store.customer(id(context));
        const methods = store.newestFirst(
          [...store.paymentMethods.values()].filter((method) => method.customer === customer.id),
        );
        const url = `/v1/customers/${customer.id}/payment_methods`;
        return page(methods, context.form, (method) => json.paymentMethod(method), url, json);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)\/payment_methods\/([^/]+)$/,
      handle: (context) => {
        const method = store.paymentMethods.get(id(context, 1));
        if (method?.customer !== id(context)) throw missing('PaymentMethod', id(context, 1));
        return json.paymentMethod(method);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      handle: (context) => {
        const customer = store.customer(form.string(context.form.customer) ?? '', 'customer');
        const method = store.paymentMethod(id(context));
        // Attaching checks the card with its issuer: Stripe's declining test card fails here.
        if (method.outcome === 'decline') {
          throw declined();
        }
        pay.attach(method, customer.id);
        return json.paymentMethod(method);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      handle: (context) => {
        const method = store.paymentMethod(id(context));
        if (method.customer === null)
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        const customer = store.customer(method.customer);
        if (customer.defaultPaymentMethod === method.id) customer.defaultPaymentMethod = null;
        for (const sub of store.subscriptions.values()) {
          if (sub.defaultPaymentMethod === method.id) sub.defaultPaymentMethod = null;
        }
        method.customer = null;
        return json.paymentMethod(method);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/prices$/,
      handle: (context) => {
        const keys = form.strings(context.form.lookup_keys);
        const prices = store
          .newestFirst(store.prices.values())
          .filter((price) => keys.length === 0 || keys.includes(price.lookupKey));
        return page(prices, context.form, (price) => json.price(price), '/v1/prices', json);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions$/,
      handle: (context) => json.subscription(subs.create(context.form)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions$/,
      handle: (context) => {
        const customer = form.string(context.form.customer);
        const status = form.string(context.form.status);
        const found = store
          .newestFirst(store.subscriptions.values())
          .filter(
            (sub) =>
              (customer === undefined || sub.customer === customer) &&
              (status === 'all'
                ? true
                : status === undefined
                  ? !['canceled', 'incomplete_expired'].includes(sub.status)
                  : sub.status === status),
          );
        return page(
          found,
          context.form,
          (sub) => json.subscription(sub),
          '/v1/subscriptions',
          json,
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (context) => json.subscription(store.subscription(id(context))),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (context) => json.subscription(subs.update(id(context), context.form)),
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (context) => json.subscription(subs.cancel(id(context))),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices$/,
      handle: (context) => {
        const customer = form.string(context.form.customer);
        const subscription = form.string(context.form.subscription);
        const status = form.string(context.form.status);
        const found = store
          .newestFirst(store.invoices.values())
          .filter(
            (invoice) =>
              (customer === undefined || invoice.customer === customer) &&
              (subscription === undefined || invoice.subscription === subscription) &&
              (status === undefined || invoice.status === status),
          );
        return page(found, context.form, (invoice) => json.invoice(invoice), '/v1/invoices', json);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/invoices\/create_preview$/,
      handle: (context) => json.invoice(subs.preview(context.form), true),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices\/([^/]+)$/,
      handle: (context) => json.invoice(store.invoice(id(context))),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/invoices\/([^/]+)\/pay$/,
      handle: (context) => {
        const invoice = store.invoice(id(context));
        pay.pay(invoice, form.string(context.form.payment_method));
        return json.invoice(invoice);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/(?:payment|setup)_intents\/([^/]+)$/,
      browser: true,
      handle: (context) => json.intent(intentOf(context)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/(?:payment|setup)_intents\/([^/]+)\/confirm$/,
      browser: true,
      handle: (context) => {
        const intent = intentOf(context);
        pay.confirm(intent, form.string(context.form.payment_method));
        return json.intent(intent);
      },
    },
  ];

  /** With the publishable key, only the intent's own client secret opens it (as Stripe.js). */
  function intentOf(context: RouteContext) {
    const intent = store.intent(id(context));
    if (context.publishable && form.string(context.form.client_secret) !== intent.clientSecret) {
      throw missing('intent', intent.id, 'client_secret');
    }
    return intent;
  }
}
