// People and workspaces made through the API, for tests about what comes after sign-up.
import { randomUUID } from 'node:crypto';

import { type APIRequestContext, expect } from '@playwright/test';

import { codeFrom, lastMail } from './outbox.js';

export const PASSWORD = 'Correct-Horse-9';

/** A fresh address nobody has used: `<label>-<random>@example.com`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A new account signed up through the API, as the sign-up pages do it; `request` then holds its
 * session (the API answers sign-up with the session cookie).
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  email = uniqueEmail('member'),
  password = PASSWORD,
): Promise<{ email: string; password: string }> {
  const requested = await request.post('/v1/accounts/emails/signup-verification', {
    data: { email },
  });
  expect(requested.ok()).toBe(true);
  const { id } = (await requested.json()) as { id: string };
  await expect.poll(() => lastMail(email)).toBeDefined();
  const verified = await request.post('/v1/accounts/verification', {
    data: { id, email, code: codeFrom(lastMail(email) ?? ''), password },
  });
  expect(verified.ok()).toBe(true);
  return { email, password };
}

/** A workspace created by the account signed in on `request`, which becomes its active one. */
export async function createWorkspaceThroughApi(
  request: APIRequestContext,
  name = `Team ${randomUUID().slice(0, 6)}`,
): Promise<{ id: string; name: string }> {
  const created = await request.post('/v1/workspaces', { data: { name } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  return { id, name };
}
