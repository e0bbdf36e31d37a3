import { loadSsoConfig } from './sso-config.js';

const GOOGLE = { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' };
const APPLE = {
  APPLE_CLIENT_ID: 'com.example.app',
  APPLE_TEAM_ID: 'TEAM',
  APPLE_KEY_ID: 'KEY',
  APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
};
const COMPANY = {
  OIDC_ISSUER: 'https://login.example.com/realms/acme/',
  OIDC_CLIENT_ID: 'punchcard',
  OIDC_CLIENT_SECRET: 'c-secret',
};

describe('loadSsoConfig', () => {
  it('turns every provider off without its variables', () => {
    expect(loadSsoConfig({})).toEqual({ google: undefined, apple: undefined, oidc: undefined });
    expect(
      loadSsoConfig({ GOOGLE_CLIENT_ID: ' ', GOOGLE_CLIENT_SECRET: '' }).google,
    ).toBeUndefined();
  });

  it('defaults Google and Apple to the real issuers', () => {
    const config = loadSsoConfig({ ...GOOGLE, ...APPLE });
    expect(config.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'g-id',
      clientSecret: 'g-secret',
    });
    expect(config.apple).toMatchObject({
      issuer: 'https://appleid.apple.com',
      clientId: 'com.example.app',
      teamId: 'TEAM',
      keyId: 'KEY',
    });
  });

  it("unescapes the Apple key's \\n and trims issuers' trailing slashes", () => {
    const config = loadSsoConfig({
      ...APPLE,
      ...COMPANY,
      APPLE_ISSUER: 'http://127.0.0.1:9/apple/',
    });
    expect(config.apple?.privateKey).toBe(
      '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    );
    expect(config.apple?.issuer).toBe('http://127.0.0.1:9/apple');
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.com/realms/acme',
      clientId: 'punchcard',
      clientSecret: 'c-secret',
      name: 'Company sign-in',
    });
    expect(loadSsoConfig({ ...COMPANY, OIDC_NAME: 'Acme SSO' }).oidc?.name).toBe('Acme SSO');
  });

  it('stops on a provider configured by halves', () => {
    expect(() => loadSsoConfig({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      'Google sign-in needs GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET together; GOOGLE_CLIENT_SECRET missing',
    );
    expect(() => loadSsoConfig({ APPLE_CLIENT_ID: 'x', APPLE_TEAM_ID: 'y' })).toThrow(
      /APPLE_KEY_ID and APPLE_PRIVATE_KEY missing/,
    );
  });

  it('refuses issuers that are not http(s) URLs', () => {
    expect(() => loadSsoConfig({ ...COMPANY, OIDC_ISSUER: 'login.example.com' })).toThrow(
      /OIDC_ISSUER must be an absolute http\(s\) URL/,
    );
    expect(() => loadSsoConfig({ ...GOOGLE, GOOGLE_ISSUER: 'ftp://x' })).toThrow(/GOOGLE_ISSUER/);
  });
});
