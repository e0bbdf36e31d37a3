import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { clientMetadata } from '#src/common/http/client-meta.decorator.js';
import { presentedSessionCookie } from './session-cookie.js';
import type { SessionClient } from './sessions.service.js';

/** The browser a route may start a session on: its metadata and the session cookie it carries. */
export const SessionClientMeta = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionClient => {
    const request = context.switchToHttp().getRequest<Request>();
    return { ...clientMetadata(request), presentedCookie: presentedSessionCookie(request) };
  },
);
