import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorKey } from '@punchcard/shared';
import { isUUID } from 'class-validator';
import { badRequest, forbidden, unauthorized } from '#src/common/errors/app.exception.js';
import type { AuthContext, AuthedRequest } from './auth-context.js';
import { admitsApiKey, AUTH_OPTIONS, type AuthOptions, IS_PUBLIC } from './auth.decorators.js';
import { MembershipLookup } from './membership-lookup.js';
import { presentedSessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';
import { sha256 } from './tokens.js';
import { WorkspaceAccessService } from './workspace-access.service.js';

/**
 * Deny by default: every route needs a credential unless marked @Public(). A credential is a
 * session cookie or a member API key (`Authorization: Bearer`); a bad bearer is a 401 even when a
 * cookie is present, so a script never silently acts as the browser's user. A key is bound to one
 * membership: it reaches only what `admitsApiKey` allows, never the account behind it.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly members: MembershipLookup,
    private readonly access: WorkspaceAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic =
      this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) ?? false;
    const auth = await this.authenticate(request, isPublic);
    if (auth) request.auth = auth;
    if (isPublic) return true;
    if (!auth) throw unauthorized(ErrorKey.Unauthorized, 'Sign in first.');

    const options = this.reflector.getAllAndOverride<AuthOptions | undefined>(
      AUTH_OPTIONS,
      targets,
    );
    if (options?.workspace) {
      const target =
        options.workspace === 'active' ? 'active' : request.params[options.workspace.param];
      if (typeof target !== 'string')
        throw new Error(`Route has no param ${JSON.stringify(options.workspace)}`);
      // Guards run before pipes: refuse a malformed id here, before it reaches a query.
      if (target !== 'active' && !isUUID(target)) {
        throw badRequest(ErrorKey.BadRequest, 'The workspace id in the path must be a UUID.');
      }
      auth.access = await this.access.resolve(auth, target, options.permission);
    }
    // After the workspace check, so another workspace still reads as 404 whatever the route.
    if (auth.apiKeyMember && !admitsApiKey(options)) {
      throw forbidden(
        ErrorKey.ApiKeyNotAllowed,
        'An API key acts only inside its workspace: sign in to do this.',
      );
    }
    return true;
  }

  private async authenticate(
    request: AuthedRequest,
    isPublic: boolean,
  ): Promise<AuthContext | undefined> {
    const header = request.get('authorization');
    if (header !== undefined) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const row = match?.[1] ? await this.members.findByApiKeyHash(sha256(match[1])) : undefined;
      if (row) {
        return {
          user: row.user,
          session: null,
          apiKeyMember: row.member,
          apiKeyWorkspace: row.workspace,
          access: null,
        };
      }
      if (!isPublic) throw unauthorized(ErrorKey.Unauthorized, 'The API key is not valid.');
      return undefined;
    }
    const found = await this.sessions.fromCookie(presentedSessionCookie(request));
    return found
      ? {
          user: found.user,
          session: found.session,
          apiKeyMember: null,
          apiKeyWorkspace: null,
          access: null,
        }
      : undefined;
  }
}
