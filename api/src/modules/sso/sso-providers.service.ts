import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  APPLE_CALLBACK_PATH,
  ErrorKey,
  type SsoAuthorizeQuery,
  parseSsoService,
  type SsoProvider,
  SsoService,
} from '@punchcard/shared';
import * as oidc from 'openid-client';
import { AppException, conflict, unauthorized } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import type { OidcClientConfig } from '#src/config/sso-config.js';
import { appleClientSecret } from './apple-client-secret.js';

/** What Punchcard takes from a verified ID token. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
}

/** The web app's page that explains a failed sign-in (relative: the browser's own origin). */
export const SSO_FAIL_LOCATION = '/signing-in?reason=sso-fail';

/** Seconds a provider has to answer discovery or a code exchange. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Apple needs form_post for its name and e-mail scopes; the others answer in the query. */
const SCOPES: Record<SsoService, string> = {
  google: 'openid email profile',
  apple: 'openid email name',
  oidc: 'openid email profile',
};

/**
 * The configured providers through openid-client: each discovered from its issuer on first use
 * and kept, so the server starts (and serves everything else) while a provider is unreachable; a
 * failed discovery is forgotten and tried again on the next request.
 */
@Injectable()
export class SsoProvidersService {
  private readonly logger = new Logger(SsoProvidersService.name);
  private readonly discovered = new Map<SsoService, Promise<oidc.Configuration>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  list(): SsoProvider[] {
    const { google, apple, oidc: company } = this.config.sso;
    return [
      ...(google ? [{ service: SsoService.Google, name: 'Google' }] : []),
      ...(apple ? [{ service: SsoService.Apple, name: 'Apple' }] : []),
      ...(company ? [{ service: SsoService.Oidc, name: company.name }] : []),
    ];
  }

  isConfigured(service: SsoService): boolean {
    return this.clientOf(service) !== undefined;
  }

  /** The provider's authorization URL for the browser's flow (its state, nonce and challenge). */
  private async authorizationUrl(service: SsoService, query: SsoAuthorizeQuery): Promise<URL> {
    const configuration = await this.configuration(service);
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: query.redirect_uri,
      scope: SCOPES[service],
      state: query.state,
      nonce: query.nonce,
      code_challenge: query.code_challenge,
      code_challenge_method: 'S256',
      ...(service === SsoService.Apple ? { response_mode: 'form_post' } : {}),
    });
  }

  /**
   * Where GET .../authorize sends the browser: the provider, or back to /signing-in with the
   * spec's sso-fail when the provider is off, unreachable or the redirect_uri is not ours.
   */
  async authorizeLocation(service: string, query: SsoAuthorizeQuery): Promise<string> {
    const known = parseSsoService(service);
    if (known === undefined || !isRegisteredRedirect(known, query.redirect_uri)) {
      return SSO_FAIL_LOCATION;
    }
    try {
      return (await this.authorizationUrl(known, query)).href;
    } catch (error) {
      if (!(error instanceof AppException)) {
        this.logger.warn(`${known} cannot be reached: ${String(error)}`);
      }
      return SSO_FAIL_LOCATION;
    }
  }

  /**
   * Exchanges the code (with the PKCE verifier) and verifies the ID token: issuer, audience,
   * expiry and the nonce, which must be SSO_NONCE_RULE of this verifier. Every failure (a
   * replayed code, another flow's verifier, an expired token) answers sso_failed.
   */
  async exchange(
    service: SsoService,
    request: { code: string; codeVerifier: string; redirectUri: string; nonce: string },
  ): Promise<ProviderIdentity> {
    const discovered = await this.configuration(service).catch((error: unknown) => {
      throw this.failed(service, 'cannot be reached', error);
    });
    const configuration = await this.forExchange(service, discovered);
    const callback = new URL(request.redirectUri);
    callback.search = '';
    callback.searchParams.set('code', request.code);
    // The browser reports only the code; the issuer is the one this service is configured with.
    if (discovered.serverMetadata().authorization_response_iss_parameter_supported) {
      callback.searchParams.set('iss', discovered.serverMetadata().issuer);
    }
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: request.codeVerifier,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return identityOf(claims);
    } catch (error) {
      throw this.failed(service, 'refused the sign-in', error);
    }
  }

  private clientOf(service: SsoService): OidcClientConfig | undefined {
    const { google, apple, oidc: company } = this.config.sso;
    if (service === SsoService.Apple) {
      return apple && { issuer: apple.issuer, clientId: apple.clientId, clientSecret: '' };
    }
    return service === SsoService.Google ? google : company;
  }

  private configuration(service: SsoService): Promise<oidc.Configuration> {
    const client = this.clientOf(service);
    if (!client) {
      return Promise.reject(
        conflict(ErrorKey.SsoProviderDisabled, 'This sign-in provider is not configured here.'),
      );
    }
    let found = this.discovered.get(service);
    if (!found) {
      found = oidc.discovery(new URL(client.issuer), client.clientId, undefined, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(client.issuer.startsWith('http:') ? { execute: [allowHttp] } : {}),
      });
      this.discovered.set(service, found);
      found.catch(() => this.discovered.delete(service));
    }
    return found;
  }

  /** The client as it authenticates at the token endpoint: a secret, or Apple's fresh JWT. */
  private async forExchange(
    service: SsoService,
    discovered: oidc.Configuration,
  ): Promise<oidc.Configuration> {
    const { apple, google, oidc: company } = this.config.sso;
    const secret =
      service === SsoService.Apple && apple
        ? await appleClientSecret(apple, this.clock.now())
        : ((service === SsoService.Google ? google : company)?.clientSecret ?? '');
    const configuration = new oidc.Configuration(
      discovered.serverMetadata(),
      discovered.clientMetadata().client_id,
      { timeout: PROVIDER_TIMEOUT_SECONDS },
      oidc.ClientSecretPost(secret),
    );
    if (discovered.serverMetadata().issuer.startsWith('http:')) allowHttp(configuration);
    return configuration;
  }

  private failed(service: SsoService, what: string, error: unknown): AppException {
    if (error instanceof AppException) return error;
    this.logger.warn(`${service} ${what}: ${String(error)}`);
    return unauthorized(ErrorKey.SsoFailed, `The sign-in provider ${what}; start again.`);
  }
}

/**
 * A local or company issuer may be plain http (the tests' stand-in, an intranet Keycloak); the
 * real Google and Apple issuers are https and never get this. Passed as itself: discovery checks
 * for this very function among `execute`.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- marked only to stand out; used for http issuers alone
const allowHttp: (configuration: oidc.Configuration) => void = oidc.allowInsecureRequests;

/** Apple answers booleans as strings ("true"); the others as JSON booleans. */
const isTrue = (value: unknown) => value === true || value === 'true';
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function identityOf(claims: oidc.IDToken): ProviderIdentity {
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase(),
    emailVerified: isTrue(claims.email_verified),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

/** The redirect URIs Punchcard registers with a provider: its two pages, and Apple's callback. */
export function isRegisteredRedirect(service: SsoService, redirectUri: string): boolean {
  if (!URL.canParse(redirectUri)) return false;
  const { pathname, protocol, search, hash } = new URL(redirectUri);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  if (search !== '' || hash !== '') return false;
  return service === SsoService.Apple
    ? pathname === APPLE_CALLBACK_PATH
    : pathname === '/signing-in' || pathname === '/linking';
}

/**
 * Where Apple's posted answer continues: the web app's /signing-in with the code, the state and
 * Apple's one-time `user` JSON as Apple sent it; it forwards to /linking when its flow links.
 */
export function appleCallbackLocation(form: {
  code?: string;
  state?: string;
  user?: string;
  error?: string;
}): string {
  if (form.error !== undefined || form.code === undefined || form.state === undefined) {
    return SSO_FAIL_LOCATION;
  }
  const query = new URLSearchParams({ code: form.code, state: form.state });
  if (form.user !== undefined) query.set('user', form.user);
  return `/signing-in?${query.toString()}`;
}
