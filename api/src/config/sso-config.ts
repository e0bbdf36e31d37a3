import { httpUrl, optional } from './env-values.js';

/**
 * Sign-in providers, each configured by its own variables and off without them (the button is
 * then not shown, and a call for it answers sso_provider_disabled, the spec's sso-fail). The
 * issuer variables default to the real providers; tests point them at a local OpenID provider.
 */
export interface SsoConfig {
  google: OidcClientConfig | undefined;
  apple: AppleConfig | undefined;
  /** The company's own OpenID Connect provider (Keycloak, Entra ID, Okta...). */
  oidc: (OidcClientConfig & { name: string }) | undefined;
}

/** A provider discovered from its issuer (/.well-known/openid-configuration). */
export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Sign in with Apple: the client secret is a short-lived ES256 JWT signed with the team's key
 * (APPLE_PRIVATE_KEY, PEM, `\n` escapes allowed), made for each code exchange.
 */
export interface AppleConfig {
  issuer: string;
  /** The Services ID. */
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
}

/** All of a provider's variables or none: some but not all is a typo worth stopping for. */
function allOrNone<K extends string>(
  env: NodeJS.ProcessEnv,
  what: string,
  names: readonly K[],
): Record<K, string> | undefined {
  const values = Object.fromEntries(names.map((name) => [name, optional(env[name])])) as Record<
    K,
    string | undefined
  >;
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new Error(`${what} needs ${names.join(', ')} together; ${missing.join(' and ')} missing`);
  }
  return values as Record<K, string>;
}

export function loadSsoConfig(env: NodeJS.ProcessEnv): SsoConfig {
  const google = allOrNone(env, 'Google sign-in', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']);
  const apple = allOrNone(env, 'Apple sign-in', [
    'APPLE_CLIENT_ID',
    'APPLE_TEAM_ID',
    'APPLE_KEY_ID',
    'APPLE_PRIVATE_KEY',
  ]);
  const oidc = allOrNone(env, 'Company sign-in', [
    'OIDC_ISSUER',
    'OIDC_CLIENT_ID',
    'OIDC_CLIENT_SECRET',
  ]);
  const issuer = (name: string, fallback: string) =>
    httpUrl(name, optional(env[name]) ?? fallback).replace(/\/+$/, '');
  return {
    google: google && {
      issuer: issuer('GOOGLE_ISSUER', 'https://accounts.google.com'),
      clientId: google.GOOGLE_CLIENT_ID,
      clientSecret: google.GOOGLE_CLIENT_SECRET,
    },
    apple: apple && {
      issuer: issuer('APPLE_ISSUER', 'https://appleid.apple.com'),
      clientId: apple.APPLE_CLIENT_ID,
      teamId: apple.APPLE_TEAM_ID,
      keyId: apple.APPLE_KEY_ID,
      privateKey: apple.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
    },
    oidc: oidc && {
      issuer: httpUrl('OIDC_ISSUER', oidc.OIDC_ISSUER).replace(/\/+$/, ''),
      clientId: oidc.OIDC_CLIENT_ID,
      clientSecret: oidc.OIDC_CLIENT_SECRET,
      name: optional(env.OIDC_NAME) ?? 'Company sign-in',
    },
  };
}
