import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorKey } from '@punchcard/shared';
import type { Request } from 'express';
import { forbidden } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { ACCEPTS_CROSS_SITE, REFUSES_CROSS_SITE } from './auth.decorators.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state changes that a browser sends on behalf of another site: every write, and the GETs
 * marked @RefusesCrossSite() (SameSite=Lax sends the cookie on a top-level GET from any site).
 * Browsers send Sec-Fetch-Site, and Origin on writes; older ones at least a Referer unless told
 * not to. Non-browser clients (scripts, the kiosk's Node side, webhooks) send none of them and
 * are judged by their credential alone. Bearer-key calls carry no ambient credential, so they
 * cannot be forged cross-site and are not checked.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method) && !this.refusesCrossSite(context)) return true;
    if (request.get('authorization')?.toLowerCase().startsWith('bearer ')) return true;
    if (this.flag(ACCEPTS_CROSS_SITE, context)) return true;
    if (this.isCrossSite(request)) {
      throw forbidden(ErrorKey.Forbidden, 'Cross-site requests may not change state.');
    }
    return true;
  }

  private refusesCrossSite(context: ExecutionContext): boolean {
    return this.flag(REFUSES_CROSS_SITE, context);
  }

  private flag(key: string, context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean | undefined>(key, [
        context.getHandler(),
        context.getClass(),
      ]) ?? false
    );
  }

  private isCrossSite(request: Request): boolean {
    const fetchSite = request.get('sec-fetch-site');
    if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
    const origin = request.get('origin') ?? originOf(request.get('referer'));
    if (origin === undefined) return false;
    const allowed = new Set([
      new URL(this.config.publicUrl).origin,
      `${request.protocol}://${request.get('host') ?? ''}`,
    ]);
    return !allowed.has(origin);
  }
}

/** A Referer's origin; one that is not a URL names no site we trust ("null" for a bad Origin). */
function originOf(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
