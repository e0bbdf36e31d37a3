import type { Request } from 'express';
import fc from 'fast-check';
import {
  SESSION_TTL_MS,
  sessionCookieOptions,
  signSessionToken,
  verifySessionCookie,
} from './session-cookie.js';

const secret = fc.string({ minLength: 32, maxLength: 64 });
const token = fc.oneof(
  fc.string({ minLength: 1, maxLength: 60, unit: 'binary' }),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
);

describe('session cookie', () => {
  it('verifies what it signed and returns the token', () => {
    fc.assert(
      fc.property(secret, token, (key, value) => {
        expect(verifySessionCookie(key, signSessionToken(key, value))).toBe(value);
      }),
    );
  });

  it('is `token.signature`', () => {
    const cookie = signSessionToken('k'.repeat(32), 'abc');
    expect(cookie.startsWith('abc.')).toBe(true);
    expect(cookie.slice(4)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a cookie signed with another secret', () => {
    fc.assert(
      fc.property(secret, secret, token, (key, other, value) => {
        fc.pre(key !== other);
        expect(verifySessionCookie(other, signSessionToken(key, value))).toBeUndefined();
      }),
    );
  });

  it('refuses another token under a copied signature', () => {
    fc.assert(
      fc.property(secret, token, token, (key, value, forged) => {
        fc.pre(value !== forged);
        const signature = signSessionToken(key, value).slice(value.length + 1);
        expect(verifySessionCookie(key, `${forged}.${signature}`)).toBeUndefined();
      }),
    );
  });

  it('refuses any change to the signature', () => {
    fc.assert(
      fc.property(
        secret,
        token,
        fc.nat(),
        fc.constantFrom('A', 'b', '0', '-', '_'),
        (key, value, at, replacement) => {
          const cookie = signSessionToken(key, value);
          const dot = value.length;
          const signature = cookie.slice(dot + 1);
          const i = at % signature.length;
          fc.pre(signature[i] !== replacement);
          const tampered = signature.slice(0, i) + replacement + signature.slice(i + 1);
          expect(verifySessionCookie(key, `${value}.${tampered}`)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses a truncated or extended signature and a missing one', () => {
    const key = 'k'.repeat(32);
    const cookie = signSessionToken(key, 'token');
    expect(verifySessionCookie(key, cookie.slice(0, -1))).toBeUndefined();
    expect(verifySessionCookie(key, `${cookie}A`)).toBeUndefined();
    expect(verifySessionCookie(key, 'token')).toBeUndefined();
    expect(verifySessionCookie(key, 'token.')).toBeUndefined();
    // An empty token is never issued: even correctly signed, it is refused.
    expect(verifySessionCookie(key, signSessionToken(key, ''))).toBeUndefined();
    expect(verifySessionCookie(key, `.${cookie.split('.')[1] ?? ''}`)).toBeUndefined();
  });

  it.each([undefined, null, 42, true, ['a.b'], { token: 'a' }])('refuses %j', (value) => {
    expect(verifySessionCookie('k'.repeat(32), value)).toBeUndefined();
  });

  describe('sessionCookieOptions', () => {
    const request = (secure: boolean): Request => ({ secure }) as unknown as Request;

    it('is HTTP-only, SameSite=Lax, site-wide and lasts the session TTL', () => {
      expect(sessionCookieOptions(request(false), 'http://localhost:3000')).toEqual({
        httpOnly: true,
        sameSite: 'lax',
        secure: false,
        path: '/',
        maxAge: SESSION_TTL_MS,
      });
    });

    it('is Secure over HTTPS, directly or by the public URL', () => {
      expect(sessionCookieOptions(request(true), 'http://localhost:3000').secure).toBe(true);
      expect(sessionCookieOptions(request(false), 'https://time.example.com').secure).toBe(true);
    });
  });
});
