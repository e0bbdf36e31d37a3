import type { ApiErrorBody } from '@punchcard/shared';

/** The body of an error answer, typed (supertest leaves it `unknown`). */
export function errorOf(res: { body: unknown }): ApiErrorBody {
  return res.body as ApiErrorBody;
}

/** The error_key of an error answer. */
export const errorKey = (res: { body: unknown }) => errorOf(res).error_key;
