import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

export const AUTH_THROTTLE_LIMIT = 5;
export const AUTH_THROTTLE_TTL_MS = 60_000;

/**
 * Sign-in and verification endpoints: 5 calls per minute per account and IP, counted per route.
 * The account is the e-mail in the body or path; calls naming none (a reset token) count by IP.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    const body = request.body as Record<string, unknown> | undefined;
    const params = request.params as Record<string, unknown> | undefined;
    const account = body?.email ?? params?.x ?? '';
    const email = typeof account === 'string' ? account.trim().toLowerCase() : '';
    return Promise.resolve(`${String(request.ip)}|${email}`);
  }
}

export const AuthThrottle = () => applyDecorators(UseGuards(AuthThrottlerGuard));
