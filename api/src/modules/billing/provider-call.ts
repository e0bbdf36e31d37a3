import { Logger } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { AppException, badRequest, notFound } from '#src/common/errors/app.exception.js';
import { isConnectionFailure } from '#src/database/connection-failure.js';
import { PaymentDeclinedError, ProviderNotFoundError } from './provider/billing-provider.js';

const logger = new Logger('BillingProvider');

const NOT_FOUND_KEYS: Record<ProviderNotFoundError['kind'], ErrorKey> = {
  price: ErrorKey.PriceNotFound,
  payment_method: ErrorKey.PaymentMethodNotFound,
  subscription: ErrorKey.SubscriptionNotFound,
  customer: ErrorKey.NotFound,
  invoice: ErrorKey.NotFound,
};

/**
 * Runs one provider call and says what went wrong in the spec's terms: a declined card is 400
 * error.payment_method.declined, a missing object its 404, anything else (the provider away,
 * refusing, answering nonsense) 502 billing_provider_failed. Callers call the provider before
 * they store anything, so a failure leaves nothing changed locally.
 */
export async function providerCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(what, error);
  }
}

function providerError(what: string, error: unknown): unknown {
  // The database going away while the test provider runs stays the filter's 503.
  if (error instanceof AppException || isConnectionFailure(error)) return error;
  if (error instanceof PaymentDeclinedError) {
    return badRequest(ErrorKey.PaymentMethodDeclined, error.message);
  }
  if (error instanceof ProviderNotFoundError) {
    return notFound(NOT_FOUND_KEYS[error.kind], error.message);
  }
  logger.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  return new AppException(
    502,
    ErrorKey.BillingProviderFailed,
    'The payment service failed; nothing was changed.',
  );
}
