import Stripe from 'stripe';
import { PaymentDeclinedError, ProviderNotFoundError } from './billing-provider.js';

type NotFoundKind = ProviderNotFoundError['kind'];

/** Stripe's code when an invoice's payment now waits for the cardholder (3-D Secure). */
export const REQUIRES_ACTION_CODE = 'invoice_payment_intent_requires_action';
/** Stripe's code when a customer has nothing to invoice next. */
export const NO_UPCOMING_INVOICE_CODE = 'invoice_upcoming_none';

/** A request parameter names the object Stripe did not find (`items[0][price]` -> price). */
function kindOfParam(param: string | undefined, fallback: NotFoundKind): NotFoundKind {
  if (param === undefined) return fallback;
  if (/price/.test(param)) return 'price';
  if (/payment_method/.test(param)) return 'payment_method';
  if (/subscription/.test(param)) return 'subscription';
  if (/customer/.test(param)) return 'customer';
  if (/invoice/.test(param)) return 'invoice';
  return fallback;
}

/**
 * What billing can answer for: a declined card (400 error.payment_method.declined) and an object
 * Stripe does not know (404 of its kind). Anything else (no connection, a 5xx, a refused key, a
 * parameter Stripe rejects) goes up unchanged: nothing was changed, and the caller answers 502.
 */
export function translateStripeError(error: unknown, kind: NotFoundKind): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclinedError(error.message);
  }
  if (error.code === 'resource_missing') {
    return new ProviderNotFoundError(kindOfParam(error.param, kind), error.message);
  }
  return error;
}

export function hasStripeCode(error: unknown, code: string): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === code;
}

/** Runs one Stripe call, answering its failures as billing's errors (see translateStripeError). */
export async function callStripe<T>(kind: NotFoundKind, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateStripeError(error, kind);
  }
}
