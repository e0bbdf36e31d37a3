import { applyDecorators, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { type ThrottlerLimitDetail, ThrottlerGuard } from '@nestjs/throttler';
import type { Response } from 'express';
import { sha256 } from './tokens.js';

export const AUTH_THROTTLE_LIMIT = 5;
export const AUTH_THROTTLE_TTL_MS = 60_000;

/**
 * Sign-in and verification endpoints: 5 calls per minute per route and caller. A call carrying a
 * mailed token (a reset, an invitation) is counted per token, whatever its IP: people behind one
 * office address must not spend each other's tries. Other calls count per IP and account, the
 * e-mail in the body or path. The budgets across accounts and IPs are in failure-budget.ts.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    const body = request.body as Record<string, unknown> | undefined;
    const params = request.params as Record<string, unknown> | undefined;
    const query = request.query as Record<string, unknown> | undefined;
    // Per token (a whole office behind one address opens its own links), hashed: the shared store
    // never holds a usable token. The invitation look-up carries its token in the query.
    const token = body?.token ?? query?.token;
    if (typeof token === 'string') return Promise.resolve(`token|${sha256(token)}`);
    const account = body?.email ?? params?.x ?? '';
    const email = typeof account === 'string' ? account.trim().toLowerCase() : '';
    return Promise.resolve(`${String(request.ip)}|${email}`);
  }

  /** The package names its header after the throttler (Retry-After-auth); clients read this one. */
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}

export const AuthThrottle = () => applyDecorators(UseGuards(AuthThrottlerGuard));
