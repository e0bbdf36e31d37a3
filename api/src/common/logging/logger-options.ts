import type { Params } from 'nestjs-pino';

/**
 * Nest's start-up chatter (one line per module and per route, some 240 in all) says nothing an
 * operator acts on: it goes to debug so that a start shows the banner, warnings and errors.
 */
const STARTUP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);
const INFO = 30;
const EMAIL_IN_URL = /[^/?&=#]+(?:@|%40)[^/?&=#]+/gi;

/** A serialized request with every e-mail address in its URL, path and query replaced. */
export function withoutEmails<T extends { url?: unknown; params?: unknown; query?: unknown }>(
  request: T,
): T {
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(EMAIL_IN_URL, '[email]');
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v)]));
    }
    return value;
  };
  return {
    ...request,
    url: scrub(request.url),
    params: scrub(request.params),
    query: scrub(request.query),
  };
}

/** Levels at which a request line (logged at debug) is written. */
const REQUEST_LOG_LEVELS = new Set(['debug', 'trace']);

/**
 * nestjs-pino's options: requests are logged at debug (server errors at error), never credentials.
 * Above debug no request line would be written, so pino-http is not mounted at all: it would still
 * build a child logger and an AsyncLocalStorage context for every call, a measurable share of the
 * clock hot path. Server errors are logged by AllExceptionsFilter either way.
 */
export function loggerOptions(level: string): Params {
  return {
    ...(REQUEST_LOG_LEVELS.has(level) ? {} : { forRoutes: [] }),
    pinoHttp: {
      level,
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? 'error' : 'debug',
      // Credentials never reach the log; bodies (passwords, codes) are not logged at all.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // The spec puts e-mail addresses in some paths (password reset): they are personal data.
      serializers: { req: withoutEmails },
      hooks: {
        logMethod(args, method, methodLevel) {
          const [first] = args as unknown[];
          const context =
            typeof first === 'object' && first !== null && 'context' in first
              ? first.context
              : undefined;
          if (
            methodLevel === INFO &&
            typeof context === 'string' &&
            STARTUP_CONTEXTS.has(context)
          ) {
            this.debug(...args);
            return;
          }
          method.apply(this, args);
        },
      },
    },
  };
}
