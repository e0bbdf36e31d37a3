import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AccountExists,
  type ApiKeyResponse,
  ErrorKey,
  type Locale,
  type Me,
  type Profile,
  type SignupVerificationResponse,
  toUnixSeconds,
  type TutorialState,
} from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import { PasswordHasher } from '#src/auth/password-hasher.js';
import {
  type SessionClient,
  SessionsService,
  type WithSessionCookie,
} from '#src/auth/sessions.service.js';
import { hmac, randomToken, safeEqual, sha256 } from '#src/auth/tokens.js';
import {
  AppException,
  badRequest,
  conflict,
  forbidden,
  notFound,
  preconditionFailed,
  unauthorized,
} from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { SECRETS, type Secrets } from '#src/config/secrets.js';
import { Transactions } from '#src/database/transactions.js';
import { InvitationAcceptanceService } from '#src/modules/invitations/index.js';
import { MailService } from '#src/modules/mail/index.js';
import { type MembershipRow, MembersRepository } from '#src/modules/members/index.js';
import { SsoLinksRepository } from '#src/modules/sso-links/index.js';
import { WorkspacesService } from '#src/modules/workspaces/index.js';
import type {
  AcceptInvitationDto,
  ChangePasswordDto,
  ProfileRequestDto,
  ResetPasswordDto,
  SignInDto,
  VerifySignupDto,
} from './accounts.dto.js';
import { AccountSignInService } from './account-sign-in.service.js';
import { AccountViewsService } from './account-views.service.js';
import { AccountsRepository } from './accounts.repository.js';
import { newAccountName } from './new-account-name.js';
import { normalizeEmail, type UserRecord, UsersRepository } from '#src/modules/users/index.js';

export const SIGNUP_CODE_MINUTES = 15;
export const SIGNUP_CODE_ATTEMPTS = 5;
export const RESET_LINK_MINUTES = 60;

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly members: MembersRepository,
    private readonly workspaces: WorkspacesService,
    private readonly invitations: InvitationAcceptanceService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly views: AccountViewsService,
    private readonly signIns: AccountSignInService,
    private readonly ssoLinks: SsoLinksRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails a 6-digit code; the answer's id goes back with the code to finish sign-up. */
  async requestSignupCode(rawEmail: string, locale: Locale): Promise<SignupVerificationResponse> {
    const email = normalizeEmail(rawEmail);
    if (await this.users.existsByEmail(email)) {
      throw conflict(ErrorKey.SignupConflict, 'An account with this e-mail already exists.');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    const verification = await this.accounts.createVerification({
      email,
      codeHash: this.codeHash(email, code),
      locale,
      expiresAt: new Date(now.getTime() + SIGNUP_CODE_MINUTES * 60_000),
    });
    await this.mail.send(email, locale, {
      kind: 'signup-code',
      code,
      minutes: SIGNUP_CODE_MINUTES,
    });
    return { id: verification.id };
  }

  /** Checks the code, creates the account and signs the browser in, all or nothing. */
  async verifySignup(dto: VerifySignupDto, client: SessionClient): Promise<WithSessionCookie<Me>> {
    const email = normalizeEmail(dto.email);
    const verification = await this.accounts.findVerification(dto.id);
    if (!verification || verification.email !== email) {
      throw notFound(
        ErrorKey.SignupNotVerified,
        'No sign-up is waiting for this e-mail; request a new code.',
      );
    }
    const now = this.clock.now();
    const spent =
      verification.consumedAt !== null ||
      verification.expiresAt <= now ||
      verification.attempts >= SIGNUP_CODE_ATTEMPTS;
    if (spent) throw this.codeExpired();
    if (!safeEqual(this.codeHash(email, dto.code), verification.codeHash)) {
      const used = await this.accounts.recordFailedAttempt(verification.id, SIGNUP_CODE_ATTEMPTS);
      if (used === undefined || used >= SIGNUP_CODE_ATTEMPTS) throw this.codeExpired();
      throw badRequest(
        ErrorKey.SignupExpired,
        `The code is wrong; ${SIGNUP_CODE_ATTEMPTS - used} attempt(s) left.`,
      );
    }
    const passwordHash = await this.hasher.hash(dto.password);
    const { user, sessionCookie } = await this.transactions.run(async (tx) => {
      if (
        !(await this.accounts.consumeVerification(verification.id, now, SIGNUP_CODE_ATTEMPTS, tx))
      ) {
        throw this.codeExpired();
      }
      const created = await this.users.create(
        { email, passwordHash, locale: verification.locale, ...newAccountName(dto) },
        tx,
      );
      return { user: created, sessionCookie: await this.sessions.start(created.id, client, tx) };
    });
    return { body: await this.me(user), sessionCookie };
  }

  /**
   * Accepts an invitation. With a password it is an invitee's sign-up: the token proves the
   * e-mail, so no code is needed; an e-mail that already has an account must sign in and accept.
   * Without one, the signed-in user whose e-mail was invited accepts.
   */
  async acceptInvitation(
    dto: AcceptInvitationDto,
    auth: AuthContext | undefined,
    client: SessionClient,
  ): Promise<WithSessionCookie<Me>> {
    if (dto.password === undefined) {
      if (!auth)
        throw unauthorized(ErrorKey.Unauthorized, 'Sign in, or send a password to sign up.');
      if (auth.apiKeyMember) {
        throw forbidden(ErrorKey.Forbidden, 'An API key cannot accept invitations; sign in.');
      }
      const { user } = auth;
      if (dto.email !== undefined && normalizeEmail(dto.email) !== user.email) {
        throw notFound(ErrorKey.InvitationNotFound, 'This invitation is not for your e-mail.');
      }
      await this.transactions.run((tx) => this.invitations.accept(tx, dto.token, user));
      return { body: await this.me(user), sessionCookie: undefined };
    }
    if (dto.email === undefined) {
      throw badRequest(ErrorKey.BadRequest, 'email: the invited e-mail is needed to sign up.');
    }
    const email = normalizeEmail(dto.email);
    const invitation = await this.invitations.findLive(dto.token, email);
    if (await this.users.existsByEmail(email)) throw this.signupConflict();
    const passwordHash = await this.hasher.hash(dto.password);
    const { user, sessionCookie } = await this.transactions.run(async (tx) => {
      const created = await this.users.create(
        { email, passwordHash, locale: invitation.locale, ...newAccountName(dto) },
        tx,
      );
      await this.invitations.accept(tx, dto.token, created);
      return { user: created, sessionCookie: await this.sessions.start(created.id, client, tx) };
    });
    return { body: await this.me(user), sessionCookie };
  }

  /**
   * Unknown e-mails cost the same password check as known ones, so timing reveals nothing. Only
   * a right password learns that a workspace requires its company's provider.
   */
  async signIn(dto: SignInDto, client: SessionClient): Promise<WithSessionCookie<Me>> {
    const user = await this.users.findLiveByEmail(dto.email);
    const valid = await this.hasher.verify(dto.password, user?.passwordHash ?? null);
    if (!user || !valid) {
      throw badRequest(ErrorKey.SigninBadRequest, 'The e-mail or password is wrong.');
    }
    await this.signIns.refuseUnlessCompanySignIn(user);
    return this.signIns.signInAs(user, client);
  }

  /** Ends the caller's cookie session, if any; the controller clears the cookie either way. */
  async signOut(auth: AuthContext | undefined): Promise<void> {
    if (auth?.session) await this.sessions.end(auth.session);
  }

  /** With an API key's membership, only that one shows, as the active workspace it acts in. */
  me(user: UserRecord, keyMembership?: MembershipRow): Promise<Me> {
    return this.views.me(user, keyMembership);
  }

  /**
   * Changing the password signs out every other browser, revokes every API key and gives this
   * browser a new session id.
   */
  async changePassword(
    auth: AuthContext,
    dto: ChangePasswordDto,
    client: SessionClient,
  ): Promise<WithSessionCookie<{ ok: boolean }>> {
    if (!(await this.hasher.verify(dto.old_password, auth.user.passwordHash))) {
      throw badRequest(ErrorKey.EditPasswordError, 'The current password is wrong.');
    }
    const passwordHash = await this.hasher.hash(dto.new_password);
    const sessionCookie = await this.signIns.replacePassword(auth, passwordHash, client);
    return { body: { ok: true }, sessionCookie };
  }

  /** Mails a one-time reset link. The spec answers unknown e-mails with a 404. */
  async requestPasswordReset(rawEmail: string, locale: Locale): Promise<{ ok: boolean }> {
    const user = await this.users.findLiveByEmail(rawEmail);
    if (!user) throw notFound(ErrorKey.ForgotPasswordNotFound, 'No account uses this e-mail.');
    const now = this.clock.now();
    const token = randomToken();
    await this.accounts.retireResetsOf(user.id, now);
    await this.accounts.createReset({
      idUser: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    const link = `${this.config.publicUrl}/${locale}/forgot-password/reset?token=${encodeURIComponent(token)}`;
    await this.mail.send(user.email, locale, {
      kind: 'password-reset',
      link,
      minutes: RESET_LINK_MINUTES,
    });
    return { ok: true };
  }

  async resetPassword(dto: ResetPasswordDto): Promise<{ ok: boolean }> {
    const passwordHash = await this.hasher.hash(dto.new_password);
    await this.transactions.run(async (tx) => {
      const idUser = await this.accounts.consumeReset(sha256(dto.token), this.clock.now(), tx);
      const user = idUser ? await this.users.findLiveById(idUser, tx) : null;
      if (!user)
        throw notFound(
          ErrorKey.ResetPasswordNotFound,
          'This reset link is unknown, used or expired.',
        );
      await this.users.update(user.id, { passwordHash }, tx);
      await this.sessions.revokeAllCredentialsOf(user.id, tx);
    });
    return { ok: true };
  }

  profile(user: UserRecord): Promise<Profile> {
    return this.views.profile(user);
  }

  async saveProfile(user: UserRecord, dto: ProfileRequestDto): Promise<Profile> {
    if (!dto.first_name && !dto.last_name) {
      throw new AppException(400, ErrorKey.ProfileBadRequest, 'A first or last name is needed.');
    }
    const values = {
      firstName: dto.first_name || null,
      lastName: dto.last_name || null,
      ...(dto.address !== undefined ? { address: dto.address?.trim() || null } : {}),
      ...(dto.contact_number !== undefined
        ? { contactNumber: dto.contact_number?.trim() || null }
        : {}),
    };
    await this.users.update(user.id, values);
    const saved = await this.users.findLiveById(user.id);
    if (!saved) throw notFound(ErrorKey.ProfileNotFound, 'The account no longer exists.');
    return this.profile(saved);
  }

  accountExists(user: UserRecord): AccountExists {
    return { exists: user.passwordHash !== null };
  }

  async setTutorialState(user: UserRecord, state: TutorialState): Promise<TutorialState> {
    await this.users.update(user.id, { isTutorialDone: state.is_tutorial_done });
    return { is_tutorial_done: state.is_tutorial_done };
  }

  /** A new key for the caller's membership in the active workspace; the old one stops working. */
  async generateApiKey(auth: AuthContext): Promise<ApiKeyResponse> {
    const row = auth.apiKeyMember
      ? await this.members.findActiveAccess(auth.apiKeyMember.idWorkspace, auth.user.id)
      : await this.members.findDefaultAccess(auth.user.id);
    if (!row)
      throw notFound(
        ErrorKey.WorkspaceNotFound,
        'You have no active workspace: create or switch to one.',
      );
    const token = randomToken('pk_');
    const now = this.clock.now();
    await this.members.setApiKey(row.member.id, sha256(token), now);
    return { token, id_workspace: row.workspace.id, created_at: toUnixSeconds(now) };
  }

  /**
   * Deletes the account: memberships go, sessions end, workspaces left with no member go too. A
   * sole super owner of a workspace that still has active members must hand it over first. The
   * controller clears the session cookie.
   */
  async deleteAccount(auth: AuthContext): Promise<{ ok: boolean }> {
    const idUser = auth.user.id;
    await this.transactions.run(async (tx) => {
      const blocking = await this.members.workspacesNeedingSuccessor(idUser, tx);
      if (blocking.length > 0) {
        throw preconditionFailed(
          ErrorKey.PreconditionFailed,
          'You are the only super owner of a workspace with other members: make someone else super owner first.',
        );
      }
      const now = this.clock.now();
      const orphaned = await this.members.workspacesOnlyWith(idUser, tx);
      for (const idWorkspace of orphaned)
        await this.workspaces.softDeleteWithin(tx, idWorkspace, now);
      await this.members.removeAllForUser(idUser, now, tx);
      // The identities may sign up again, as the e-mail may.
      await this.ssoLinks.removeAllForUser(idUser, tx);
      await this.users.softDelete(idUser, now, tx);
      await this.sessions.revokeAllForUser(idUser, tx);
    });
    return { ok: true };
  }

  private signupConflict(): AppException {
    return conflict(ErrorKey.SignupConflict, 'An account with this e-mail already exists.');
  }

  private codeHash(email: string, code: string): string {
    return hmac(this.secrets.session, `signup:${email}:${code}`);
  }

  private codeExpired(): AppException {
    return new AppException(
      403,
      ErrorKey.SignupExpired,
      'This code has expired or was used up; request a new one.',
    );
  }
}
