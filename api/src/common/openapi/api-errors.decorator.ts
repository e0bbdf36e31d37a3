import type { ErrorKey } from '@punchcard/shared';
import { ERROR_STATUS } from './error-statuses.js';

export const API_ERRORS = 'punchcard:api-errors';

/** A key answered with a status other than its usual one (see ERROR_STATUS). */
export type ErrorAnswer = ErrorKey | readonly [status: number, key: ErrorKey];

export interface DeclaredError {
  status: number;
  key: ErrorKey;
}

/**
 * The error keys a route's own code can answer with, each under its status. The answers every
 * route of its kind shares (sign-in, permission, validation, CSRF, throttling) are added when the
 * document is built (see route-errors.ts). Repeatable: a decorator that adds behaviour (an
 * interceptor) declares its own keys beside the route's.
 */
export function ApiErrors(...answers: ErrorAnswer[]): MethodDecorator {
  const declared = answers.map((answer): DeclaredError => {
    if (typeof answer === 'string') return { status: ERROR_STATUS[answer], key: answer };
    const [status, key] = answer;
    return { status, key };
  });
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const before = (Reflect.getMetadata(API_ERRORS, handler) as DeclaredError[] | undefined) ?? [];
    Reflect.defineMetadata(API_ERRORS, [...before, ...declared], handler);
    return descriptor;
  };
}

/** What @ApiErrors declared on a handler. */
export function declaredErrors(handler: object): DeclaredError[] {
  return (Reflect.getMetadata(API_ERRORS, handler) as DeclaredError[] | undefined) ?? [];
}
