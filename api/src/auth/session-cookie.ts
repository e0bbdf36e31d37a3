import type { CookieOptions, Request, Response } from 'express';
import type { WithSessionCookie } from './sessions.service.js';
import { hmac, safeEqual } from './tokens.js';

export const SESSION_COOKIE = 'punchcard_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Cookie value `token.signature`: a forged cookie is refused without touching the database. */
export function signSessionToken(secret: string, token: string): string {
  return `${token}.${hmac(secret, token)}`;
}

export function verifySessionCookie(secret: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const token = value.slice(0, dot);
  return safeEqual(value.slice(dot + 1), hmac(secret, token)) ? token : undefined;
}

export function sessionCookieOptions(request: Request, publicUrl: string): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the browser reached us over HTTPS (directly or through a trusted proxy).
    secure: request.secure || publicUrl.startsWith('https://'),
    path: '/',
    maxAge: SESSION_TTL_MS,
  };
}

/** The session cookie as the browser sent it; `SessionsService` verifies it. */
export function presentedSessionCookie(request: Request): unknown {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  return cookies?.[SESSION_COOKIE];
}

/** Sets the cookie value a service answered after starting a session. */
export function setSessionCookie(
  request: Request,
  response: Response,
  publicUrl: string,
  value: string,
): void {
  response.cookie(SESSION_COOKIE, value, sessionCookieOptions(request, publicUrl));
}

/** Sets the session cookie a service started, if it started one, and answers the body. */
export function answerWithSessionCookie<T>(
  request: Request,
  response: Response,
  publicUrl: string,
  answer: WithSessionCookie<T>,
): T {
  if (answer.sessionCookie !== undefined) {
    setSessionCookie(request, response, publicUrl, answer.sessionCookie);
  }
  return answer.body;
}

export function clearSessionCookie(request: Request, response: Response, publicUrl: string): void {
  response.clearCookie(SESSION_COOKIE, {
    ...sessionCookieOptions(request, publicUrl),
    maxAge: undefined,
  });
}
