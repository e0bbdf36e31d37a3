import { borrowNodeWebCrypto } from '@/features/sso/testing/web-crypto';
import { base64url, createFlowSecrets, sha256Base64url } from '@/features/sso/utils/pkce';

describe('the PKCE, state and nonce helper', () => {
  let restoreCrypto: () => void = () => undefined;
  beforeEach(() => {
    restoreCrypto = borrowNodeWebCrypto();
  });
  afterEach(() => {
    restoreCrypto();
  });

  it('writes base64url without padding', () => {
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
    expect(base64url(new Uint8Array([0x66]))).toBe('Zg');
  });

  it('makes the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(
      sha256Base64url(globalThis.crypto, 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'),
    ).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes a 43-character verifier, its challenge, and the nonce by SSO_NONCE_RULE', async () => {
    const secrets = await createFlowSecrets();

    expect(secrets.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hashed = await sha256Base64url(globalThis.crypto, secrets.codeVerifier);
    expect(secrets.codeChallenge).toBe(hashed);
    // base64url(sha256(code_verifier)): the API checks the ID token's nonce from the verifier.
    expect(secrets.nonce).toBe(hashed);
    expect(secrets.state).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('never makes the same secrets twice', async () => {
    const [first, second] = await Promise.all([createFlowSecrets(), createFlowSecrets()]);
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
    expect(second.state).not.toBe(first.state);
  });

  it('refuses to start without Web Crypto (a page not served over https)', async () => {
    const withoutSubtle = {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    };
    await expect(createFlowSecrets(withoutSubtle as unknown as Crypto)).rejects.toThrow(
      'Web Crypto is unavailable',
    );
  });
});
