import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** A request whose exact bytes the body parser kept (request-input.ts, for signed webhooks). */
export type RawBodyRequest = Request & { rawBody?: Buffer };

/**
 * The body exactly as it arrived: a signature is computed over these bytes, which parsed and
 * serialised JSON would not reproduce. Undefined when the body was not JSON.
 */
export const RawBody = createParamDecorator(
  (_: unknown, context: ExecutionContext): Buffer | undefined =>
    context.switchToHttp().getRequest<RawBodyRequest>().rawBody,
);
