import type { IncomingMessage } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type ApiErrorBody, genericErrorKey } from '@punchcard/shared';
import { isApiPath } from '#src/web/static-assets.js';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Deeper than any body of the API (its deepest is 4): a bound, not a shape rule. */
export const MAX_JSON_DEPTH = 32;
const JSON_LIMIT = '100kb';
/**
 * A kiosk's backlog (POST /v1/kiosk/punches): up to PUNCH_BATCH_MAX journal entries of at most
 * about 2.5 kB each (a QR badge is the longest credential), so it gets its own, larger bound.
 */
const PUNCH_BATCH_LIMIT = '3mb';
/** A payment provider's event (Stripe's, with expanded objects) may exceed the usual bound. */
const WEBHOOK_LIMIT = '1mb';

/**
 * Where a request's text enters the app, once for every route: JSON and form bodies are parsed
 * here, and anything PostgreSQL or the string functions downstream cannot take is refused with
 * a 400 before any code sees it: a NUL character (PostgreSQL text cannot hold one), an unpaired
 * UTF-16 surrogate (not Unicode; `encodeURIComponent` throws on it), a URL whose percent-encoding
 * is not UTF-8, and JSON nested deeper than `MAX_JSON_DEPTH` (recursive walkers would overflow
 * the stack). Parser failures (malformed JSON, too large, unknown charset) answer the catalogue's
 * shape with a key of their own instead of falling through to a 500.
 */
export function installRequestInput(app: NestExpressApplication): void {
  app.use(refuseMalformedUrl);
  app.use('/v1/kiosk/punches', express.json({ limit: PUNCH_BATCH_LIMIT }));
  app.use('/v1/billing/webhooks', express.json({ limit: WEBHOOK_LIMIT, verify: keepSignedBody }));
  // Slack signs slash commands over the exact form bytes as well.
  app.use(
    '/v1/slack/commands',
    express.urlencoded({ extended: false, limit: JSON_LIMIT, verify: keepSignedBody }),
  );
  app.use(express.json({ limit: JSON_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: JSON_LIMIT }));
  app.use(refuseMalformedBody);
  app.use(answerParserErrors);
}

/**
 * Signed webhooks are verified over the exact bytes sent: the parsed JSON would not reproduce
 * them, so a copy stays on the request as `rawBody`.
 */
function keepSignedBody(request: IncomingMessage & { rawBody?: Buffer }, _: unknown, body: Buffer) {
  request.rawBody = body;
}

function refuse(response: Response, status: number, message: string): void {
  const body: ApiErrorBody = { status_code: status, error_key: genericErrorKey(status), message };
  response.status(status).json(body);
}

/** Text PostgreSQL and encodeURIComponent accept: no NUL, no lone surrogate. */
export const isStorableText = (text: string): boolean =>
  !text.includes('\0') && text.isWellFormed();

/** API URLs only: the web layer answers pages and files as browsers expect. */
function refuseMalformedUrl(request: Request, response: Response, next: NextFunction): void {
  if (!isApiPath(request.originalUrl)) {
    next();
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(request.originalUrl);
  } catch {
    refuse(response, 400, 'The URL is not valid percent-encoded UTF-8.');
    return;
  }
  if (!isStorableText(decoded)) {
    refuse(response, 400, 'The URL contains a NUL character or an unpaired surrogate.');
    return;
  }
  next();
}

/** Why a parsed body cannot be accepted, walking it without recursion; undefined when fine. */
export function bodyProblem(body: unknown): string | undefined {
  const pending: [unknown, number][] = [[body, 0]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [value, depth] = item;
    if (typeof value === 'string') {
      if (!isStorableText(value))
        return 'A text contains a NUL character or an unpaired surrogate.';
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_JSON_DEPTH)
        return `The body is nested deeper than ${String(MAX_JSON_DEPTH)} levels.`;
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key))
          return 'A field name contains a NUL character or an unpaired surrogate.';
        pending.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

function refuseMalformedBody(request: Request, response: Response, next: NextFunction): void {
  const problem = bodyProblem(request.body);
  if (problem) {
    refuse(response, 400, problem);
    return;
  }
  next();
}

/** body-parser's errors carry `status` and `type`; anything else goes on to Nest. */
function answerParserErrors(
  error: unknown,
  _request: Request,
  response: Response,
  next: NextFunction,
): void {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || typeof type !== 'string' || status < 400 || status >= 500) {
    next(error);
    return;
  }
  const messages: Record<string, string> = {
    'entity.parse.failed': 'The body is not valid JSON.',
    'entity.too.large': `The body is larger than ${JSON_LIMIT}.`,
    'charset.unsupported': 'The body uses a character set other than UTF-8.',
    'encoding.unsupported': 'The body uses a content encoding the API does not accept.',
  };
  refuse(response, status, messages[type] ?? 'The body could not be read.');
}
