import Stripe from 'stripe';
import type { StripeConfig } from '#src/config/app-config.js';

/** How long one call to Stripe may take before the request fails (and answers 502). */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The official client, pointed at STRIPE_API_URL: Stripe itself in production, a local server
 * speaking its protocol in tests. Writes carry idempotency keys, so the client's own retries of a
 * dropped connection or a 5xx never charge or create twice.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const { apiUrl } = config;
  const protocol = apiUrl.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: apiUrl.hostname,
    port: apiUrl.port === '' ? (protocol === 'http' ? 80 : 443) : Number(apiUrl.port),
    protocol,
    maxNetworkRetries: 2,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'Punchcard' },
  });
}
