import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** What a client tells about itself with every request; stored with sessions and clock actions. */
export interface ClientMetadata {
  /** At most 512 characters, the stored length. */
  userAgent: string | null;
  /** Express's `request.ip`: it honours TRUST_PROXY, so a raw X-Forwarded-For is never believed. */
  ipAddress: string | null;
}

export function clientMetadata(request: Request): ClientMetadata {
  return {
    userAgent: request.get('user-agent')?.slice(0, 512) ?? null,
    ipAddress: request.ip ?? null,
  };
}

/** The caller's {@link ClientMetadata}, so services never read it from express. */
export const ClientMeta = createParamDecorator(
  (_: unknown, context: ExecutionContext): ClientMetadata =>
    clientMetadata(context.switchToHttp().getRequest<Request>()),
);
