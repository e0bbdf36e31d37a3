import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import type { Request } from 'express';
import { forbidden } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state changes that a browser sends on behalf of another site. Browsers always send
 * Sec-Fetch-Site and/or Origin on such requests; non-browser clients (scripts, the kiosk's Node
 * side, webhooks) send neither and are judged by their credential alone. Bearer-key calls carry no
 * ambient credential, so they cannot be forged cross-site and are not checked.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (request.get('authorization')?.toLowerCase().startsWith('bearer ')) return true;
    if (this.isCrossSite(request)) {
      throw forbidden(ErrorKey.Forbidden, 'Cross-site requests may not change state.');
    }
    return true;
  }

  private isCrossSite(request: Request): boolean {
    const fetchSite = request.get('sec-fetch-site');
    if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
    const origin = request.get('origin');
    if (origin === undefined) return false;
    const allowed = new Set([
      new URL(this.config.publicUrl).origin,
      `${request.protocol}://${request.get('host') ?? ''}`,
    ]);
    return !allowed.has(origin);
  }
}
