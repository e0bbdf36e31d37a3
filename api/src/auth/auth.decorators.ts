import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Permission } from '@punchcard/shared';
import type { AuthContext, AuthedRequest, WorkspaceAccess } from './auth-context.js';

export const IS_PUBLIC = 'punchcard:is-public';
export const AUTH_OPTIONS = 'punchcard:auth-options';
export const REFUSES_CROSS_SITE = 'punchcard:refuses-cross-site';
export const ACCEPTS_CROSS_SITE = 'punchcard:accepts-cross-site';

export interface AuthOptions {
  /** Which workspace the route acts on: the caller's active one, or the one named by a path param. */
  workspace?: 'active' | { param: string };
  /** Required in that workspace (the shared permission rule decides). */
  permission?: Permission;
  /**
   * Whether a member API key may call the route. A key is bound to one workspace, so by default
   * it reaches only routes that act on a workspace; `true` opts in a route that only reads who
   * the key is, `false` keeps out a workspace route that acts on the whole account.
   */
  apiKey?: boolean;
}

/** The one rule the auth guard enforces and the OpenAPI document declares. */
export function admitsApiKey(options: AuthOptions | undefined): boolean {
  return options?.apiKey ?? options?.workspace !== undefined;
}

/** An open route: no credential needed (one is still read when present). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * A GET that changes state (the spec keeps a few): the CSRF guard treats it as a write, so a link
 * or image on another site cannot trigger it with the browser's cookie.
 */
export const RefusesCrossSite = () => SetMetadata(REFUSES_CROSS_SITE, true);

/**
 * A public write another site posts on purpose (Apple's form_post answer to sign-in). It must
 * act on no ambient credential: the CSRF guard lets it through because a forged post can do
 * nothing a direct one could not.
 */
export const AcceptsCrossSite = () => SetMetadata(ACCEPTS_CROSS_SITE, true);

/**
 * Routes are closed by default; this states what beyond a signed-in caller a route needs. A
 * permission implies the active workspace unless another is named.
 */
export const Authenticated = (options: AuthOptions = {}) =>
  SetMetadata(AUTH_OPTIONS, {
    ...options,
    workspace: options.workspace ?? (options.permission ? 'active' : undefined),
  } satisfies AuthOptions);

function requestOf(context: ExecutionContext): AuthedRequest {
  return context.switchToHttp().getRequest<AuthedRequest>();
}

export const CurrentAuth = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthContext => {
    const auth = requestOf(context).auth;
    if (!auth) throw new Error('CurrentAuth used on a route without authentication');
    return auth;
  },
);

/** The caller's access to the route's workspace; the route must declare `workspace`. */
export const CurrentAccess = createParamDecorator(
  (_: unknown, context: ExecutionContext): WorkspaceAccess => {
    const access = requestOf(context).auth?.access;
    if (!access) throw new Error('CurrentAccess used on a route that declares no workspace');
    return access;
  },
);

/** The authenticated caller if any, on public routes. */
export const OptionalAuth = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthContext | undefined => requestOf(context).auth,
);
