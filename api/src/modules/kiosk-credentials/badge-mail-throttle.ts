import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import type { AuthContext } from '#src/auth/auth-context.js';
import { type OwnBudget, OwnThrottlerGuard } from '#src/common/throttling/own-throttler-guard.js';

export const BADGE_MAIL_THROTTLE_LIMIT = 5;
export const BADGE_MAIL_THROTTLE_TTL_MS = 60 * 60_000;

/**
 * 5 badge mails an hour per member of a workspace: enough to retry a mail lost to a spam filter,
 * too few to turn the route into a way of flooding one's own mailbox provider with attachments.
 * Counted per membership, not per IP, so colleagues behind one office address never share it.
 */
@Injectable()
export class BadgeMailThrottlerGuard extends OwnThrottlerGuard {
  protected readonly budget: OwnBudget = {
    name: 'badge-mail',
    ttlMs: BADGE_MAIL_THROTTLE_TTL_MS,
    limit: BADGE_MAIL_THROTTLE_LIMIT,
  };

  /** Runs after the auth guard (a route guard after the global ones): the caller is known. */
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    const access = (request.auth as AuthContext | undefined)?.access;
    const member = access ? `${access.workspace.id}|${access.member.idUser}` : '';
    return Promise.resolve(member || String(request.ip));
  }
}

export const BadgeMailThrottle = () => applyDecorators(UseGuards(BadgeMailThrottlerGuard));
