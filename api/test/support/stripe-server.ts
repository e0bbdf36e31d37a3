import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';
import { type Form, form, parseForm } from './stripe-server-form.js';
import { type Json, StripeJson } from './stripe-server-json.js';
import { type Route, stripeRoutes } from './stripe-server-routes.js';
import { StripeHttpError, StripeStore } from './stripe-server-store.js';
import { StripeSubscriptions } from './stripe-server-subscriptions.js';
import { type Delivery, StripeWebhooks } from './stripe-server-webhooks.js';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Form;
}

/** What Stripe.js would tell the page after confirming a payment or a card setup. */
export interface ConfirmResult {
  status: string;
  /** Stripe's error code when the card was declined. */
  errorCode: string | null;
}

export interface StripeServer {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_* for startTestApp (BILLING unset: a secret key means Stripe). */
  env(): Record<string, string>;
  store: StripeStore;
  subscriptions: StripeSubscriptions;
  webhooks: StripeWebhooks;
  requests: RecordedRequest[];
  /** Where events go: the app's base URL. */
  deliverTo(appUrl: string): void;
  /** Stripe.js confirming with a card (a test id such as `pm_card_visa`), over HTTP. */
  confirm(clientSecret: string, paymentMethod?: string): Promise<ConfirmResult>;
  /** The cardholder passing (or failing) the 3-D Secure challenge. */
  authenticate(clientSecret: string, outcome: 'succeed' | 'fail'): void;
  /** Stripe's clock moves on (test clocks): renewals, trial ends and retries that fall due run. */
  advanceDays(days: number): void;
  /** Runs `change` once, right after the first request `matches` is answered (a race). */
  afterNext(matches: (request: RecordedRequest) => boolean, change: () => void): void;
  /** The next `count` API calls answer `status` (Stripe's api_error), as an outage would. */
  failNext(count: number, status?: number): void;
  flush(): Promise<Delivery[]>;
  close(): Promise<void>;
}

const API_KEYS = {
  secretKey: 'sk_test_punchcard_local',
  publishableKey: 'pk_test_punchcard_local',
  webhookSecret: 'whsec_punchcard_local_0123456789',
};

interface Stored {
  fingerprint: string;
  status: number;
  body: string;
}

/**
 * A local HTTP server speaking the part of Stripe's REST API billing uses (form-encoded bodies,
 * Stripe's JSON objects and error envelopes, `expand[]`, cursor pagination, idempotency keys,
 * Stripe's test cards), plus Stripe.js's confirm calls and a webhook sender, so the Stripe path
 * is tested through the official client over real HTTP.
 */
export async function startStripeServer(): Promise<StripeServer> {
  const store = new StripeStore();
  let baseUrl = '';
  const json = new StripeJson(store, () => baseUrl);
  const webhooks = new StripeWebhooks(API_KEYS.webhookSecret, () => store.now());
  const subscriptions = new StripeSubscriptions(store, json, (type, object, previous) =>
    webhooks.record(type, object, previous),
  );
  const routes = stripeRoutes(store, json, subscriptions);
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, Stored>();
  let failures = { count: 0, status: 500 };
  let hooks: { matches: (request: RecordedRequest) => boolean; change: () => void }[] = [];

  const answer = (request: http.IncomingMessage, text: string): { status: number; body: Json } => {
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const method = request.method ?? 'GET';
    const params = parseForm(method === 'POST' ? text : url.search.slice(1));
    const auth = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    requests.push({
      method,
      path: url.pathname,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form: params,
    });
    if (failures.count > 0) {
      failures.count -= 1;
      throw new StripeHttpError(failures.status, {
        type: 'api_error',
        message: 'An unknown error occurred',
      });
    }
    let matched: { route: Route; params: string[] } | undefined;
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (match) matched = { route, params: match.slice(1) };
      if (matched) break;
    }
    const publishable = auth === API_KEYS.publishableKey;
    if (auth !== API_KEYS.secretKey && !(publishable && matched?.route.browser)) {
      throw new StripeHttpError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${(auth ?? '').slice(0, 8)}****`,
      });
    }
    if (!matched) {
      throw new StripeHttpError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}).`,
      });
    }
    const body = matched.route.handle({ params: matched.params, form: params, publishable });
    return { status: 200, body: json.expand(body, form.strings(params.expand)) };
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const key = request.headers['idempotency-key'] as string | undefined;
      const fingerprint = `${request.method ?? ''} ${request.url ?? ''} ${text}`;
      const send = (status: number, body: string, replayed = false) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${Math.random().toString(36).slice(2, 14)}`,
          'stripe-version': Stripe.API_VERSION,
          ...(key === undefined ? {} : { 'idempotency-key': key }),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        response.end(body);
      };
      const stored = key === undefined ? undefined : idempotent.get(key);
      if (stored && request.method === 'POST') {
        if (stored.fingerprint !== fingerprint) {
          send(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            }),
          );
        } else {
          send(stored.status, stored.body, true);
        }
        return;
      }
      let status: number;
      let body: string;
      try {
        const result = answer(request, text);
        status = result.status;
        body = JSON.stringify(result.body);
      } catch (error) {
        if (!(error instanceof StripeHttpError)) throw error;
        status = error.status;
        body = JSON.stringify({ error: error.body });
      }
      // Stripe keeps the first answer to a key, errors included, except its own 5xx.
      if (key !== undefined && request.method === 'POST' && status < 500) {
        idempotent.set(key, { fingerprint, status, body });
      }
      send(status, body);
      const recorded = requests.at(-1);
      const due = hooks.filter((hook) => recorded && hook.matches(recorded));
      hooks = hooks.filter((hook) => !due.includes(hook));
      for (const hook of due) hook.change();
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  const browser = async (path: string, params: Record<string, string>): Promise<Json> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${API_KEYS.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(params).toString(),
    });
    return (await response.json()) as Json;
  };

  return {
    url: baseUrl,
    ...API_KEYS,
    env: () => ({
      STRIPE_SECRET_KEY: API_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: API_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: API_KEYS.webhookSecret,
      STRIPE_API_URL: baseUrl,
    }),
    store,
    subscriptions,
    webhooks,
    requests,
    deliverTo: (appUrl) => {
      webhooks.deliverTo(`${appUrl}/v1/billing/webhooks/stripe`);
    },
    confirm: async (clientSecret, paymentMethod) => {
      const intent = store.intentOfSecret(clientSecret);
      const kind = intent.kind === 'setup_intent' ? 'setup_intents' : 'payment_intents';
      const body = await browser(`/v1/${kind}/${intent.id}/confirm`, {
        client_secret: clientSecret,
        ...(paymentMethod === undefined ? {} : { payment_method: paymentMethod }),
      });
      const error = body.error as { code?: string } | undefined;
      return { status: intent.status, errorCode: error?.code ?? null };
    },
    authenticate: (clientSecret, outcome) => {
      subscriptions.payments.authenticate(store.intentOfSecret(clientSecret), outcome);
    },
    advanceDays: (days) => {
      store.moveClock(Math.round(days * 86_400));
      subscriptions.runDue();
    },
    afterNext: (matches, change) => {
      hooks.push({ matches, change });
    },
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    flush: () => webhooks.flush(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
