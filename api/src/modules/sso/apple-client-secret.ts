import { importPKCS8, SignJWT } from 'jose';
import type { AppleConfig } from '#src/config/sso-config.js';

/** Apple accepts client secrets up to six months old; ours are made per exchange and live briefly. */
const SECRET_SECONDS = 5 * 60;

/**
 * Sign in with Apple has no static client secret: it is an ES256 JWT the app signs with its
 * team's key, from the team (iss), for the Services ID (sub), to Apple (aud), naming the key.
 */
export async function appleClientSecret(apple: AppleConfig, now: Date): Promise<string> {
  const key = await importPKCS8(apple.privateKey, 'ES256');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience(apple.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SECRET_SECONDS)
    .sign(key);
}
