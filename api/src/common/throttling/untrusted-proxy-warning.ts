import { Logger } from '@nestjs/common';
import type { RequestHandler } from 'express';

/**
 * Without TRUST_PROXY, Express ignores X-Forwarded-For: behind a reverse proxy every caller then
 * has the proxy's address, and the per-IP throttles (sign-in, client errors) lump them together,
 * so one person's wrong passwords lock everyone out. Says so once, at the first forwarded request.
 */
export function warnOnceOfUntrustedProxy(): RequestHandler {
  const logger = new Logger('TrustProxy');
  let warned = false;
  return (request, _response, next) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      logger.warn(
        'A request arrived through a proxy (X-Forwarded-For) but TRUST_PROXY is unset: every ' +
          "caller counts as the proxy's address in the per-IP throttles. Set TRUST_PROXY to the " +
          'number of proxies in front of the API (see README).',
      );
    }
    next();
  };
}
