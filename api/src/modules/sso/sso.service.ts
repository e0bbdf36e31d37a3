import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type Locale,
  type Me,
  parseSsoService,
  type SsoLinks,
  SsoFrom,
  SsoService,
  toUnixSeconds,
} from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import { PasswordHasher } from '#src/auth/password-hasher.js';
import type { SessionClient, WithSessionCookie } from '#src/auth/sessions.service.js';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from '#src/common/errors/app.exception.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { AccountSignInService, newAccountName } from '#src/modules/accounts/index.js';
import { SsoLinksRepository } from '#src/modules/sso-links/index.js';
import { type UserRecord, UsersRepository } from '#src/modules/users/index.js';
import type { SsoSignInDto } from './sso.dto.js';
import {
  isRegisteredRedirect,
  type ProviderIdentity,
  SsoProvidersService,
} from './sso-providers.service.js';

/** SSO_NONCE_RULE: the nonce the browser sent with this verifier's flow. */
export const nonceOf = (codeVerifier: string) =>
  createHash('sha256').update(codeVerifier).digest('base64url');

/** The route's {ssoService}: a provider this install knows, configured or not. */
export function serviceParam(value: string): SsoService {
  const service = parseSsoService(value);
  if (service === undefined) {
    throw badRequest(
      ErrorKey.BadRequest,
      `ssoService must be one of ${Object.values(SsoService).join(', ')}.`,
    );
  }
  return service;
}

/** An SSO sign-in answers Me with a session; a link answers the account's links. */
export type SsoAnswer = WithSessionCookie<Me> | { links: SsoLinks };

/**
 * Signing in, up and linking through a provider, and the rules that keep an account reachable:
 * an identity belongs to one account, an e-mail is never merged into another account, and the
 * last way in (a password or a linked, configured provider) cannot be removed.
 */
@Injectable()
export class SsoAccountsService {
  constructor(
    private readonly providers: SsoProvidersService,
    private readonly links: SsoLinksRepository,
    private readonly users: UsersRepository,
    private readonly signIns: AccountSignInService,
    private readonly hasher: PasswordHasher,
    private readonly transactions: Transactions,
  ) {}

  /** PUT /v1/accounts/me/{ssoService}/sso */
  async complete(
    service: SsoService,
    dto: SsoSignInDto,
    auth: AuthContext | undefined,
    client: SessionClient,
    locale: Locale,
  ): Promise<SsoAnswer> {
    if (!this.providers.isConfigured(service)) throw this.disabled();
    if (!isRegisteredRedirect(service, dto.redirect_uri)) {
      throw badRequest(ErrorKey.BadRequest, 'redirect_uri is not one Punchcard registers.');
    }
    if (dto.from === SsoFrom.Link && !auth) {
      throw unauthorized(ErrorKey.Unauthorized, 'Sign in to link a provider.');
    }
    if (dto.from === SsoFrom.Link && auth?.apiKeyMember) {
      throw forbidden(ErrorKey.Forbidden, 'An API key cannot link providers; sign in.');
    }
    const identity = await this.providers.exchange(service, {
      code: dto.code,
      codeVerifier: dto.code_verifier,
      redirectUri: dto.redirect_uri,
      nonce: nonceOf(dto.code_verifier),
    });
    if (dto.from === SsoFrom.Link && auth) {
      return { links: await this.link(auth.user, service, identity) };
    }
    return this.signInOrUp(service, identity, dto, client, locale);
  }

  /** GET /v1/accounts/me/sso */
  linksOf(user: UserRecord): Promise<SsoLinks> {
    return this.linksAnswer(user.id, user.passwordHash !== null);
  }

  /** DELETE /v1/accounts/me/{ssoService}/sso */
  async unlink(user: UserRecord, service: SsoService): Promise<SsoLinks> {
    return this.transactions.run(async (tx) => {
      const { hasPassword } = await this.links.lockSignInMethods(user.id, tx);
      const links = await this.links.listForUser(user.id, tx);
      if (!links.some((link) => link.service === service)) {
        throw notFound(ErrorKey.SsoNotLinked, 'This provider is not linked to your account.');
      }
      const otherWays = links.filter(
        (link) => link.service !== service && this.signsIn(link.service),
      );
      if (!hasPassword && otherWays.length === 0) throw this.lastWayIn();
      await this.links.remove(user.id, service, tx);
      return this.linksAnswer(user.id, hasPassword, tx);
    });
  }

  /** POST /v1/accounts/me/sso/password: the first password of an account made through SSO. */
  async setFirstPassword(
    auth: AuthContext,
    password: string,
    client: SessionClient,
  ): Promise<WithSessionCookie<SsoLinks>> {
    const passwordHash = await this.hasher.hash(password);
    const sessionCookie = await this.signIns.replacePassword(
      auth,
      passwordHash,
      client,
      async (tx) => {
        const { hasPassword } = await this.links.lockSignInMethods(auth.user.id, tx);
        if (hasPassword) {
          throw conflict(
            ErrorKey.PasswordAlreadySet,
            'You have a password already; change it instead.',
          );
        }
      },
    );
    return { body: await this.linksAnswer(auth.user.id, true), sessionCookie };
  }

  /** DELETE /v1/accounts/me/password: only while a configured provider is linked. */
  async removePassword(
    auth: AuthContext,
    client: SessionClient,
  ): Promise<WithSessionCookie<SsoLinks>> {
    if (auth.user.passwordHash === null) {
      return { body: await this.linksOf(auth.user), sessionCookie: undefined };
    }
    const sessionCookie = await this.signIns.replacePassword(auth, null, client, async (tx) => {
      await this.links.lockSignInMethods(auth.user.id, tx);
      const links = await this.links.listForUser(auth.user.id, tx);
      if (!links.some((link) => this.signsIn(link.service))) throw this.lastWayIn();
    });
    return { body: await this.linksAnswer(auth.user.id, false), sessionCookie };
  }

  /**
   * A linked identity signs in to its account. Otherwise a verified e-mail nobody uses makes a
   * new account, as the e-mail sign-up does (no password; the name from the token, or the one
   * Apple posts on the first login). An e-mail that already has an account is refused, never
   * merged: its owner signs in and links the provider from the settings.
   */
  private async signInOrUp(
    service: SsoService,
    identity: ProviderIdentity,
    dto: SsoSignInDto,
    client: SessionClient,
    locale: Locale,
  ): Promise<WithSessionCookie<Me>> {
    const linked = await this.links.findByIdentity(service, identity.subject);
    const owner = linked && (await this.users.findLiveById(linked.idUser));
    if (linked && owner) {
      if (service !== SsoService.Oidc) await this.signIns.refuseUnlessCompanySignIn(owner);
      if (linked.email !== (identity.email ?? null)) {
        await this.links.updateEmail(linked.id, identity.email ?? null);
      }
      return this.signIns.signInAs(owner, client);
    }
    if (identity.email === undefined || !identity.emailVerified) {
      throw unauthorized(
        ErrorKey.SsoEmailUnverified,
        'The provider has not verified this e-mail, so it cannot make an account.',
      );
    }
    const email = identity.email;
    if (await this.users.existsByEmail(email)) throw this.emailTaken();
    const made = this.transactions.run(async (tx) => {
      const created = await this.users.create(
        {
          email,
          passwordHash: null,
          locale,
          ...newAccountName({
            first_name: identity.firstName ?? dto.user?.first_name ?? '',
            last_name: identity.lastName ?? dto.user?.last_name ?? '',
          }),
        },
        tx,
      );
      await this.links.create(
        { idUser: created.id, service, subject: identity.subject, email },
        tx,
      );
      return created;
    });
    // The same person signing in twice at once: the second account insert fails on the e-mail,
    // and by then the first one's link is there to sign in with.
    const user = await made.catch(async (error: unknown) => {
      const raced = await this.links.findByIdentity(service, identity.subject);
      const winner = raced && (await this.users.findLiveById(raced.idUser));
      if (winner) return winner;
      throw error;
    });
    return this.signIns.signInAs(user, client);
  }

  private async link(
    user: UserRecord,
    service: SsoService,
    identity: ProviderIdentity,
  ): Promise<SsoLinks> {
    const linked = await this.links.findByIdentity(service, identity.subject);
    if (linked?.idUser === user.id) {
      throw conflict(ErrorKey.SsoAlreadyLinked, 'This provider account is linked already.');
    }
    if (linked) {
      throw conflict(
        ErrorKey.SsoIdentityTaken,
        'This provider account is linked to another Punchcard account.',
      );
    }
    const emailOwner = identity.email && (await this.users.findLiveByEmail(identity.email));
    if (emailOwner && emailOwner.id !== user.id) throw this.emailTaken();
    await this.links.create({
      idUser: user.id,
      service,
      subject: identity.subject,
      email: identity.email ?? null,
    });
    return this.linksOf(user);
  }

  /** A link counts as a way in only while this install has its provider configured. */
  private signsIn(service: string): boolean {
    const parsed = parseSsoService(service);
    return parsed !== undefined && this.providers.isConfigured(parsed);
  }

  private async linksAnswer(idUser: string, hasPassword: boolean, tx?: Tx): Promise<SsoLinks> {
    const links = await this.links.listForUser(idUser, tx);
    return {
      links: links.map((link) => ({
        service: parseSsoService(link.service) ?? SsoService.Oidc,
        email: link.email,
        linked_at: toUnixSeconds(link.createdAt),
      })),
      has_password: hasPassword,
    };
  }

  private disabled() {
    return conflict(ErrorKey.SsoProviderDisabled, 'This sign-in provider is not configured here.');
  }

  private emailTaken() {
    return conflict(
      ErrorKey.SsoEmailTaken,
      'Another account uses this e-mail: sign in to it and link the provider from the settings.',
    );
  }

  private lastWayIn() {
    return conflict(
      ErrorKey.SsoLastSignInMethod,
      'This is your last way to sign in: set a password or link another provider first.',
    );
  }
}
