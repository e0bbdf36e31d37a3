import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  canonicalPunch,
  chainHash,
  derToRawSignature,
  genesisHash,
  importPunchPublicKey,
  type PunchBody,
  PunchRefusal,
  publicKeyJwkProblem,
  publicKeyThumbprint,
  rawToDerSignature,
  signPunch,
  unsignedPart,
  verifyPunch,
} from './kiosk-journal.js';
import { fromBase64url, toBase64url } from './kiosk-journal-encoding.js';
import {
  EXAMPLE_BODIES,
  EXAMPLE_CANONICAL,
  EXAMPLE_GENESIS,
  EXAMPLE_HASHES,
  EXAMPLE_JOURNAL,
  EXAMPLE_KEY_THUMBPRINT,
  EXAMPLE_KIOSK_ID,
  EXAMPLE_PRIVATE_KEY_JWK,
  EXAMPLE_PUBLIC_KEY_JWK,
  EXAMPLE_SIGNATURES,
} from './kiosk-journal.fixture.js';

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const entryAt = <T>(list: readonly T[], i: number): T => {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${String(i)}`);
  return item;
};

describe('the worked example of docs/kiosk-protocol.md', () => {
  it('derives the genesis hash from the kiosk id', async () => {
    expect(await genesisHash(EXAMPLE_KIOSK_ID)).toBe(EXAMPLE_GENESIS);
    expect(await genesisHash(EXAMPLE_KIOSK_ID.toUpperCase())).toBe(EXAMPLE_GENESIS);
  });

  it('gives each entry the exact canonical form and hash, chained from the genesis', async () => {
    let prev = EXAMPLE_GENESIS;
    for (const [i, body] of EXAMPLE_BODIES.entries()) {
      expect(canonicalPunch({ ...body, prev_hash: prev })).toBe(EXAMPLE_CANONICAL[i]);
      const hash = await chainHash(prev, body);
      expect(hash).toBe(EXAMPLE_HASHES[i]);
      // An independent SHA-256 of the published bytes agrees.
      expect(
        createHash('sha256').update(entryAt(EXAMPLE_CANONICAL, i), 'ascii').digest('hex'),
      ).toBe(hash);
      prev = hash;
    }
  });

  it('publishes signatures that verify, also with node:crypto on the raw r||s form', async () => {
    const publicKey = createPublicKey({ key: EXAMPLE_PUBLIC_KEY_JWK, format: 'jwk' });
    for (const [i, entry] of EXAMPLE_JOURNAL.entries()) {
      const prev = i === 0 ? EXAMPLE_GENESIS : entryAt(EXAMPLE_HASHES, i - 1);
      expect(await verifyPunch(EXAMPLE_PUBLIC_KEY_JWK, entry, prev)).toEqual({ ok: true });
      const raw = fromBase64url(entryAt(EXAMPLE_SIGNATURES, i));
      expect(raw).not.toBeNull();
      const signed = Buffer.from(entryAt(EXAMPLE_CANONICAL, i), 'ascii');
      const options = { key: publicKey, dsaEncoding: 'ieee-p1363' } as const;
      expect(verify('sha256', signed, options, raw ?? new Uint8Array())).toBe(true);
    }
  });

  it('signs again with the published private key: same hashes, another valid signature', async () => {
    const key = await crypto.subtle.importKey('jwk', EXAMPLE_PRIVATE_KEY_JWK, ECDSA, false, [
      'sign',
    ]);
    let prev = EXAMPLE_GENESIS;
    for (const [i, body] of EXAMPLE_BODIES.entries()) {
      const entry = await signPunch(key, prev, body);
      expect(unsignedPart(entry)).toEqual(unsignedPart(entryAt(EXAMPLE_JOURNAL, i)));
      expect(entry.hash).toBe(EXAMPLE_HASHES[i]);
      expect(await verifyPunch(EXAMPLE_PUBLIC_KEY_JWK, entry, prev)).toEqual({ ok: true });
      prev = entry.hash;
    }
  });

  it('names the public key by its RFC 7638 thumbprint', async () => {
    expect(await publicKeyThumbprint(EXAMPLE_PUBLIC_KEY_JWK)).toBe(EXAMPLE_KEY_THUMBPRINT);
  });

  it('is quoted by the protocol document value for value', () => {
    const doc = readFileSync(new URL('../../docs/kiosk-protocol.md', import.meta.url), 'utf8');
    const values = [
      EXAMPLE_KIOSK_ID,
      EXAMPLE_GENESIS,
      EXAMPLE_KEY_THUMBPRINT,
      ...Object.values(EXAMPLE_PRIVATE_KEY_JWK),
      ...EXAMPLE_CANONICAL,
      ...EXAMPLE_HASHES,
      ...EXAMPLE_SIGNATURES,
    ];
    for (const value of values) expect(doc).toContain(value);
  });
});

const body: PunchBody = {
  id: '6f1d2c3b-4a59-4e8f-9d0c-1b2a3c4d5e6f',
  seq: 7,
  at: 1795478535,
  action: 'clock_out',
  credential: { method: 'qr', value: 'badge' },
};
const prev_hash = EXAMPLE_GENESIS;

describe('canonicalPunch', () => {
  it('orders the fields by name and leaves absent optional fields out', () => {
    expect(canonicalPunch({ ...body, prev_hash, selfie_id: undefined })).toBe(
      `{"action":"clock_out","at":1795478535,"credential":{"method":"qr","value":"badge"},` +
        `"id":"6f1d2c3b-4a59-4e8f-9d0c-1b2a3c4d5e6f","prev_hash":"${prev_hash}","seq":7}`,
    );
  });

  it('escapes only the quote and the backslash, as JSON does', () => {
    const value = 'a"b\\c';
    const canonical = canonicalPunch({ ...body, prev_hash, credential: { method: 'qr', value } });
    expect(canonical).toContain('"value":"a\\"b\\\\c"');
    expect((JSON.parse(canonical) as { credential: { value: string } }).credential.value).toBe(
      value,
    );
  });

  it.each([
    ['a non-ASCII value', { credential: { method: 'qr', value: 'café' } }],
    ['a control character', { credential: { method: 'qr', value: 'a\nb' } }],
    ['an empty value', { credential: { method: 'qr', value: '' } }],
    ['an unknown method', { credential: { method: 'face', value: 'x' } }],
    ['a fractional time', { at: 1795478535.5 }],
    ['seq 0', { seq: 0 }],
    ['an upper-case id', { id: body.id.toUpperCase() }],
    ['left_at on a clock-out', { left_at: 1795478000 }],
    ['left_at after at', { action: 'clock_in', left_at: body.at + 1 }],
    ['a null selfie', { selfie_id: null }],
  ])('has no canonical form for %s', (_name, change) => {
    expect(() => canonicalPunch({ ...body, prev_hash, ...change } as never)).toThrow(RangeError);
  });
});

describe('signature encodings', () => {
  it('turns the DER signatures of node:crypto (as mbedTLS makes them) into raw r||s', async () => {
    const privateKey = createPrivateKey({ key: EXAMPLE_PRIVATE_KEY_JWK, format: 'jwk' });
    const canonical = canonicalPunch({ ...body, prev_hash });
    const hash = createHash('sha256').update(canonical, 'ascii').digest('hex');
    const lengths = new Set<number>();
    // 20 signatures cover r and s with and without their top bit set (DER adds a sign byte).
    for (let i = 0; i < 20; i++) {
      const der = new Uint8Array(sign('sha256', Buffer.from(canonical, 'ascii'), privateKey));
      lengths.add(der.length);
      const raw = derToRawSignature(der);
      expect(raw).toHaveLength(64);
      expect(rawToDerSignature(raw ?? new Uint8Array(64))).toEqual(der);
      const entry = { ...body, prev_hash, hash, signature: toBase64url(raw ?? new Uint8Array()) };
      expect(await verifyPunch(EXAMPLE_PUBLIC_KEY_JWK, entry)).toEqual({ ok: true });
    }
    expect(lengths.size).toBeGreaterThan(1);
  });

  it.each([
    ['empty', []],
    ['not a sequence', [0x31, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01]],
    ['a wrong length', [0x30, 0x07, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01]],
    ['one integer', [0x30, 0x03, 0x02, 0x01, 0x01]],
    ['trailing bytes', [0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x00]],
    ['a 33-byte integer', [0x30, 0x26, 0x02, 0x21, ...Array<number>(33).fill(1), 0x02, 0x01, 1]],
  ])('refuses DER that is %s', (_name, bytes) => {
    expect(derToRawSignature(Uint8Array.from(bytes))).toBeNull();
  });

  it('reads base64url in its single canonical spelling only', () => {
    for (let length = 0; length < 70; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff);
      const text = toBase64url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64url(text)).toEqual(bytes);
    }
    expect(fromBase64url('QQ')).toEqual(Uint8Array.from([0x41]));
    expect(fromBase64url('QR')).toBeNull(); // unused bits set
    expect(fromBase64url('QQ==')).toBeNull(); // padding
    expect(fromBase64url('Q+')).toBeNull(); // base64, not base64url
  });
});

describe('the public key a kiosk registers', () => {
  it('accepts a P-256 public JWK', async () => {
    expect(publicKeyJwkProblem(EXAMPLE_PUBLIC_KEY_JWK)).toBeNull();
    expect(publicKeyJwkProblem({ ...EXAMPLE_PUBLIC_KEY_JWK, use: 'sig', ext: true })).toBeNull();
    await expect(importPunchPublicKey(EXAMPLE_PUBLIC_KEY_JWK)).resolves.toBeDefined();
  });

  it.each([
    ['a private key', EXAMPLE_PRIVATE_KEY_JWK, /private/],
    ['an RSA key', { ...EXAMPLE_PUBLIC_KEY_JWK, kty: 'RSA' }, /kty/],
    ['another curve', { ...EXAMPLE_PUBLIC_KEY_JWK, crv: 'P-384' }, /crv/],
    ['no y', { ...EXAMPLE_PUBLIC_KEY_JWK, y: undefined }, /^y/],
    ['a short x', { ...EXAMPLE_PUBLIC_KEY_JWK, x: 'AAAA' }, /^x/],
    ['an encryption key', { ...EXAMPLE_PUBLIC_KEY_JWK, use: 'enc' }, /use/],
    ['a string', 'key', /object/],
  ])('refuses %s', (_name, jwk, problem) => {
    expect(publicKeyJwkProblem(jwk)).toMatch(problem);
  });

  it('refuses a point that is not on the curve when importing', async () => {
    const off = { ...EXAMPLE_PUBLIC_KEY_JWK, y: EXAMPLE_PUBLIC_KEY_JWK.x };
    expect(publicKeyJwkProblem(off)).toBeNull();
    await expect(importPunchPublicKey(off)).rejects.toThrow();
  });

  it('verifies nothing with a key it refuses', async () => {
    const entry = entryAt(EXAMPLE_JOURNAL, 0);
    await expect(
      verifyPunch({ ...EXAMPLE_PUBLIC_KEY_JWK, crv: 'P-384' } as never, entry),
    ).rejects.toThrow(/crv/);
    expect(PunchRefusal.BadSignature).toBe('bad_signature');
  });
});
