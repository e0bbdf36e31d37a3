import {
  applyDecorators,
  type ExecutionContext,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Response } from 'express';
import type { AuthContext } from '#src/auth/auth-context.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';

export const BADGE_MAIL_THROTTLE_LIMIT = 5;
export const BADGE_MAIL_THROTTLE_TTL_MS = 60 * 60_000;

/**
 * 5 badge mails an hour per member of a workspace: enough to retry a mail lost to a spam filter,
 * too few to turn the route into a way of flooding one's own mailbox provider with attachments.
 * Counted per membership, not per IP, so colleagues behind one office address never share it.
 * Like the client-errors guard, it brings its own throttler rather than the app's sign-in one.
 */
@Injectable()
export class BadgeMailThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    this.throttlers = [
      {
        name: 'badge-mail',
        ttl: BADGE_MAIL_THROTTLE_TTL_MS,
        limit: BADGE_MAIL_THROTTLE_LIMIT * this.config.throttleLimitScale,
      },
    ];
  }

  /** Runs after the auth guard (a route guard after the global ones): the caller is known. */
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    const access = (request.auth as AuthContext | undefined)?.access;
    const member = access ? `${access.workspace.id}|${access.member.idUser}` : '';
    return Promise.resolve(member || String(request.ip));
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}

export const BadgeMailThrottle = () => applyDecorators(UseGuards(BadgeMailThrottlerGuard));
