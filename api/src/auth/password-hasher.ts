import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Injectable } from '@nestjs/common';

const KEY_LENGTH = 64;
/** N=2^15, r=8, p=1: OWASP's scrypt floor; ~50 ms on the reference machine. */
const PARAMS = { N: 32768, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url), so parameters can grow later. */
@Injectable()
export class PasswordHasher {
  /** A hash of a random password: verifying against it costs the same as a real one. */
  private readonly decoy = this.hash(randomBytes(16).toString('hex'));

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, PARAMS);
    return [
      'scrypt',
      PARAMS.N,
      PARAMS.r,
      PARAMS.p,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  async verify(password: string, stored: string | null): Promise<boolean> {
    const encoded = stored ?? (await this.decoy);
    const [scheme, n, r, p, salt, hash] = encoded.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    let actual: Buffer;
    try {
      actual = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
    } catch {
      // A corrupt stored hash (bad parameters) fails closed instead of turning sign-in into a 500.
      return false;
    }
    return (
      stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
    );
  }
}
