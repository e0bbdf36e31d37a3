import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import type { KioskPublicKey } from './contracts/kiosks.js';
import {
  BADGE_PAYLOAD_BYTES,
  badgeToken,
  badgeUrl,
  decodeBadgePayload,
  encodeBadgePayload,
  parseBadge,
  verifyBadge,
} from './kiosk-badge.js';
import { cardHash, normalizeCardUid } from './kiosk-card.js';

const CLAIMS = {
  idWorkspace: '0f8fad5b-d9cb-469f-a165-70867728950e',
  idUser: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  version: 70000,
};

function signed(claims = CLAIMS) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const payload = encodeBadgePayload(claims);
  const signature = sign('sha256', payload, { key: privateKey, dsaEncoding: 'ieee-p1363' });
  const jwk = publicKey.export({ format: 'jwk' }) as unknown as KioskPublicKey;
  return { token: badgeToken(payload, signature), jwk };
}

describe('kiosk badges', () => {
  it('encodes the claims in 37 bytes and reads them back', () => {
    const payload = encodeBadgePayload(CLAIMS);
    expect(payload.length).toBe(BADGE_PAYLOAD_BYTES);
    expect(decodeBadgePayload(payload)).toEqual(CLAIMS);
    expect(() => encodeBadgePayload({ ...CLAIMS, version: 0 })).toThrow(RangeError);
    expect(() => encodeBadgePayload({ ...CLAIMS, idUser: 'nope' })).toThrow(RangeError);
    expect(decodeBadgePayload(payload.subarray(1))).toBeNull();
  });

  it('reads a badge from its URL or bare token, and verifies it with WebCrypto', async () => {
    const { token, jwk } = signed();
    const url = badgeUrl('https://punchcard.example/', token);
    expect(url).toBe(`https://punchcard.example/qr-handler?b=${token}`);
    expect(parseBadge(url)?.claims).toEqual(CLAIMS);
    expect(await verifyBadge(jwk, url)).toEqual(CLAIMS);
    expect(await verifyBadge(jwk, ` ${token}\n`)).toEqual(CLAIMS);
    expect(await verifyBadge(signed().jwk, token)).toBeNull();
    expect(parseBadge('https://punchcard.example/qr-handler?kind=qr-info')).toBeNull();
    expect(parseBadge(`${token}.x`)).toBeNull();
  });
});

describe('kiosk cards', () => {
  it('normalises UIDs of 4, 7 or 10 bytes only', () => {
    expect(normalizeCardUid('04:a2:2b:1c:5f:61:80')).toBe('04A22B1C5F6180');
    expect(normalizeCardUid('de ad be ef')).toBe('DEADBEEF');
    for (const bad of ['', 'DEADBE', '0102030405', 'XYZ12345']) {
      expect(normalizeCardUid(bad)).toBeNull();
    }
  });

  it('hashes a UID as the server does: HMAC-SHA-256 of its bytes, 16 bytes', async () => {
    const salt = 'Lb2m4XoiY8z9wztPyub7gA';
    const expected = createHmac('sha256', Buffer.from(salt, 'base64url'))
      .update(Buffer.from('DEADBEEF', 'hex'))
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    expect(await cardHash(salt, 'de:ad:be:ef')).toBe(expected);
    expect(await cardHash(salt, 'nope')).toBeNull();
  });
});
