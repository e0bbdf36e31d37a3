import { RequestMethod } from '@nestjs/common';
import {
  GUARDS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiParam, ApiResponse, ApiSecurity, DECORATORS } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ErrorKey } from '@punchcard/shared';
import {
  admitsApiKey,
  AUTH_OPTIONS,
  type AuthOptions,
  IS_PUBLIC,
  REFUSES_CROSS_SITE,
} from '#src/auth/auth.decorators.js';
import { type DeclaredError, declaredErrors } from './api-errors.decorator.js';
import { errorResponse } from './error-schema.js';

/** RouteParamtypes (internal to Nest): the arguments the global validation pipe checks. */
const VALIDATED_ARGS = new Set([3 /* BODY */, 4 /* QUERY */, 5 /* PARAM */]);
const PARAM_ARG = 5;
const SAFE_METHODS = new Set([RequestMethod.GET, RequestMethod.HEAD, RequestMethod.OPTIONS]);

const described = new WeakSet<object>();

interface Route {
  controller: { new (...args: never[]): unknown; prototype: object };
  name: string;
  handler: (...args: never[]) => unknown;
}

/**
 * Completes every route's documentation from what it is declared with, once, before the document
 * is built: its error answers (its own @ApiErrors plus those the global guards, pipe and its
 * throttle give), the path parameters the auth guard reads without a @Param, and the open
 * security of @Public() routes.
 */
export function describeRoutes(app: NestExpressApplication): void {
  for (const route of routesOf(app)) {
    // The document is built many times per process (tests, /v1/docs), and swagger's decorators
    // append: describe each handler once.
    if (described.has(route.handler)) continue;
    described.add(route.handler);
    const descriptor = Object.getOwnPropertyDescriptor(route.controller.prototype, route.name);
    if (!descriptor) continue;
    const decorate = (decorator: MethodDecorator) =>
      decorator(route.controller.prototype, route.name, descriptor);
    const auth = authOf(route);
    for (const name of undeclaredPathParams(route)) {
      const isWorkspace = typeof auth.options?.workspace === 'object';
      decorate(
        ApiParam({
          name,
          type: String,
          format: isWorkspace ? 'uuid' : undefined,
          description: isWorkspace ? 'The workspace id' : undefined,
        }),
      );
    }
    if (auth.isPublic && !Reflect.getMetadata(DECORATORS.API_SECURITY, route.handler)) {
      // Open, yet a session or key is still read when one is sent.
      decorate(ApiSecurity({}));
      decorate(ApiSecurity('cookie'));
      decorate(ApiSecurity('bearer'));
    }
    const byStatus = new Map<number, Set<ErrorKey>>();
    for (const { status, key } of [
      ...sharedErrors(route, auth),
      ...declaredErrors(route.handler),
    ]) {
      byStatus.set(status, (byStatus.get(status) ?? new Set()).add(key));
    }
    for (const [status, keys] of byStatus) decorate(ApiResponse(errorResponse(status, [...keys])));
  }
}

function routesOf(app: NestExpressApplication): Route[] {
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as Route['controller']),
  );
  return controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((name): Route[] => {
      const handler: unknown = (controller.prototype as Record<string, unknown>)[name];
      // The class itself carries @Controller's path too.
      const isRoute =
        name !== 'constructor' &&
        typeof handler === 'function' &&
        Reflect.getMetadata(PATH_METADATA, handler) !== undefined;
      return isRoute ? [{ controller, name, handler: handler as Route['handler'] }] : [];
    }),
  );
}

interface RouteAuth {
  isPublic: boolean;
  options: AuthOptions | undefined;
  refusesCrossSite: boolean;
}

/** Read as the auth guard reads it: the handler's metadata first, then the controller's. */
function authOf({ controller, handler }: Route): RouteAuth {
  const read = (key: string): unknown =>
    Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
  return {
    isPublic: read(IS_PUBLIC) === true,
    options: read(AUTH_OPTIONS) as AuthOptions | undefined,
    refusesCrossSite: read(REFUSES_CROSS_SITE) === true,
  };
}

/** The answers a route gets from the global guards and pipe and its own throttle. */
function sharedErrors(
  route: Route,
  { isPublic, options, refusesCrossSite }: RouteAuth,
): DeclaredError[] {
  const errors: DeclaredError[] = [];
  const add = (status: number, key: ErrorKey) => errors.push({ status, key });
  const args = Object.keys(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.name) as
      object | undefined) ?? {},
  ).map((key) => Number(key.split(':')[0]));
  if (args.some((type) => VALIDATED_ARGS.has(type))) add(400, ErrorKey.BadRequest);
  if (!isPublic) add(401, ErrorKey.Unauthorized);
  // The auth guard keeps member API keys to the routes of their workspace.
  if (!isPublic && !admitsApiKey(options)) add(403, ErrorKey.ApiKeyNotAllowed);
  const method = Reflect.getMetadata(METHOD_METADATA, route.handler) as RequestMethod;
  // The CSRF guard refuses a cross-site browser's state change.
  if (!SAFE_METHODS.has(method) || refusesCrossSite) add(403, ErrorKey.Forbidden);
  if (options?.workspace) {
    if (typeof options.workspace === 'object') add(400, ErrorKey.BadRequest);
    add(404, ErrorKey.WorkspaceNotFound);
  }
  if (options?.permission) add(403, ErrorKey.Forbidden);
  const guards =
    (Reflect.getMetadata(GUARDS_METADATA, route.handler) as unknown[] | undefined) ?? [];
  if (
    guards.some((guard) => typeof guard === 'function' && guard.prototype instanceof ThrottlerGuard)
  )
    add(429, ErrorKey.TooManyRequests);
  return errors;
}

/** `:name` segments of the route that neither a @Param nor an @ApiParam documents. */
function undeclaredPathParams({ controller, handler, name }: Route): string[] {
  const paths = [PATH_METADATA].flatMap((key) => [
    Reflect.getMetadata(key, controller) as string | string[] | undefined,
    Reflect.getMetadata(key, handler) as string | string[] | undefined,
  ]);
  const tokens = paths
    .flat()
    .flatMap((path) => [...(path ?? '').matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''));
  const args = Object.entries(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) as
      Record<string, { data?: unknown }> | undefined) ?? {},
  );
  const bound = new Set(
    args.filter(([key]) => Number(key.split(':')[0]) === PARAM_ARG).map(([, arg]) => arg.data),
  );
  const documented = new Set(
    (
      (Reflect.getMetadata(DECORATORS.API_PARAMETERS, handler) as { name: string }[] | undefined) ??
      []
    ).map((param) => param.name),
  );
  return [...new Set(tokens)].filter((token) => !bound.has(token) && !documented.has(token));
}
