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

/** nestjs-pino's options: requests are logged at debug (server errors at error), never credentials. */
export function loggerOptions(level: string): Params {
  return {
    pinoHttp: {
      level,
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? 'error' : 'debug',
      // Credentials never reach the log; bodies (passwords, codes) are not logged at all.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
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
