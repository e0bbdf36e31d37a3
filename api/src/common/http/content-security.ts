import { BillingMode } from '@punchcard/shared';

/**
 * Stripe's documented Content-Security-Policy sources: with Stripe billing the plans page loads
 * Stripe.js and its Elements and 3-D Secure frames. Every other install keeps helmet's
 * same-origin policy untouched.
 */
const STRIPE_SOURCES = {
  scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: [
    "'self'",
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
  ],
  connectSrc: ["'self'", 'https://api.stripe.com'],
};

export function contentSecurityDirectives(
  billing: BillingMode,
  https: boolean,
): Record<string, string[] | null> {
  return {
    // Self-hosted installs are often reached over plain HTTP on a LAN address: there, upgrading
    // sub-requests to HTTPS would break every page.
    upgradeInsecureRequests: https ? [] : null,
    ...(billing === BillingMode.Stripe ? STRIPE_SOURCES : {}),
  };
}
