import { Inject, Injectable } from '@nestjs/common';
import { ErrorKey, type Me, MemberStatus } from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import {
  type SessionClient,
  SessionsService,
  type WithSessionCookie,
} from '#src/auth/sessions.service.js';
import { forbidden } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { MembersRepository } from '#src/modules/members/index.js';
import { type UserRecord, UsersRepository } from '#src/modules/users/index.js';
import { AccountViewsService } from './account-views.service.js';

/**
 * The steps every way of signing in shares (a password, Google, Apple, the company's provider),
 * so a session is started, and a credential replaced, one way only.
 */
@Injectable()
export class AccountSignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly members: MembersRepository,
    private readonly sessions: SessionsService,
    private readonly views: AccountViewsService,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Signs `user` in on this browser (a new session id every time) and answers Me. */
  async signInAs(user: UserRecord, client: SessionClient): Promise<WithSessionCookie<Me>> {
    const sessionCookie = await this.sessions.start(user.id, client);
    return { body: await this.views.me(user), sessionCookie };
  }

  /**
   * A workspace that requires its company's provider keeps its active members from every other
   * way in. Without OIDC configured the requirement cannot be met, so it is not enforced: an
   * install that drops its provider must not lock everyone out.
   */
  async refuseUnlessCompanySignIn(user: UserRecord): Promise<void> {
    const provider = this.config.sso.oidc;
    if (provider === undefined) return;
    const memberships = await this.members.listForUser(user.id);
    const requiring = memberships.find(
      ({ member, workspace }) => workspace.isOidcRequired && member.status === MemberStatus.Active,
    );
    if (requiring) {
      throw forbidden(
        ErrorKey.SsoRequired,
        `The workspace ${requiring.workspace.name} requires signing in with ${provider.name}.`,
      );
    }
  }

  /**
   * Sets, changes or removes the password: every other browser and every API key is signed out,
   * and this browser gets a new session id. `check` runs first in the same transaction, so a
   * refusal changes nothing. Answers the new session cookie, if the caller had a session.
   */
  async replacePassword(
    auth: AuthContext,
    passwordHash: string | null,
    client: SessionClient,
    check: (tx: Tx) => Promise<void> = () => Promise.resolve(),
  ): Promise<string | undefined> {
    return this.transactions.run(async (tx) => {
      await check(tx);
      await this.users.update(auth.user.id, { passwordHash }, tx);
      await this.sessions.revokeAllCredentialsOf(auth.user.id, tx);
      return auth.session ? this.sessions.start(auth.user.id, client, tx) : undefined;
    });
  }
}
