import { Inject, Injectable } from '@nestjs/common';
import { hmac } from '#src/auth/tokens.js';
import { SECRETS, type Secrets } from '#src/config/secrets.js';

/**
 * The stored form of a PIN: HMAC-SHA256 keyed with the server's PIN secret. Deterministic on
 * purpose (a kiosk finds its member by the hash with one indexed query), and useless without the
 * secret: a leaked table cannot be brute-forced over the 10^4..10^8 PINs as a plain hash could.
 */
@Injectable()
export class PinHasher {
  constructor(@Inject(SECRETS) private readonly secrets: Secrets) {}

  hash(pin: string): string {
    return hmac(this.secrets.pin, `pin:${pin}`);
  }
}
