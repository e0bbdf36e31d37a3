import Stripe from 'stripe';
import type { Json } from './stripe-server-json.js';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

/** How one delivery is signed: Stripe's way by default, or wrong on purpose. */
export interface DeliveryOptions {
  /** Seconds since the epoch the signature claims (default: the server's now). */
  timestamp?: number;
  /** Another secret than the endpoint's. */
  secret?: string;
  /** A header sent as is instead of a computed one (`''` sends none). */
  signature?: string;
  /** Bytes sent instead of the event's JSON (the signature still covers the event's). */
  tamperedPayload?: string;
}

export interface Delivery {
  status: number;
  body: unknown;
}

/**
 * Stripe's events: each change the server makes is recorded as an event carrying the object's
 * snapshot at that moment, queued until the test delivers the queue (in order, as Stripe would
 * mostly, or any event again, late or out of order) to the app's endpoint, signed exactly as
 * Stripe signs (`t=<timestamp>,v1=<HMAC-SHA256 of "t.payload">`).
 */
export class StripeWebhooks {
  readonly all: StripeEvent[] = [];
  private queue: StripeEvent[] = [];
  private target: string | undefined;
  private sequence = 0;

  constructor(
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  deliverTo(url: string): void {
    this.target = url;
  }

  record(type: string, object: Json, previous?: Json): StripeEvent {
    this.sequence += 1;
    const event: StripeEvent = {
      id: `evt_${String(this.sequence).padStart(6, '0')}${Math.random().toString(36).slice(2, 10)}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data:
        previous && Object.keys(previous).length > 0
          ? { object, previous_attributes: previous }
          : { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.all.push(event);
    this.queue.push(event);
    return event;
  }

  /** Events made since the last flush, oldest first, without delivering them. */
  pending(): StripeEvent[] {
    return [...this.queue];
  }

  /** Forgets the queue (a test that delivers chosen events itself). */
  drop(): StripeEvent[] {
    const dropped = this.queue;
    this.queue = [];
    return dropped;
  }

  /** Delivers every queued event in order; the app's answers, in the same order. */
  async flush(): Promise<Delivery[]> {
    const answers: Delivery[] = [];
    for (const event of this.drop()) answers.push(await this.deliver(event));
    return answers;
  }

  async deliver(event: StripeEvent, options: DeliveryOptions = {}): Promise<Delivery> {
    if (this.target === undefined) throw new Error('Call deliverTo(appUrl) before delivering');
    const payload = JSON.stringify(event, null, 2);
    const signature =
      options.signature ??
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? this.secret,
        timestamp: options.timestamp ?? this.now(),
      });
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    if (signature !== '') headers['stripe-signature'] = signature;
    const response = await fetch(this.target, {
      method: 'POST',
      headers,
      body: options.tamperedPayload ?? payload,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the assertion's message.
    }
    return { status: response.status, body };
  }
}
