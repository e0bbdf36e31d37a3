import { Inject, Injectable } from '@nestjs/common';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { SECRETS, type Secrets } from '#src/config/secrets.js';
import { Clock } from '#src/common/time/clock.js';
import type { TableRecord } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { SESSION_TTL_MS, signSessionToken, verifySessionCookie } from './session-cookie.js';
import { type SessionRecord, SessionsRepository } from './sessions.repository.js';
import { randomToken, sha256 } from './tokens.js';

type UserRecord = TableRecord<'users'>;

/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** The browser a session starts on. */
export interface SessionClient extends ClientMetadata {
  /** The session cookie it already carries, as sent (unverified). */
  presentedCookie: unknown;
}

/** An answer that may sign the browser in: the controller sets `sessionCookie` when present. */
export interface WithSessionCookie<T> {
  body: T;
  sessionCookie: string | undefined;
}

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly apiKeys: ApiKeysRepository,
    private readonly clock: Clock,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {}

  /**
   * Signs a user in on this browser: any session the browser already carried is revoked (a new id
   * at every sign-in defeats session fixation), then a fresh one is created. Answers the cookie
   * value that names it.
   */
  async start(idUser: string, client: SessionClient, tx?: Tx): Promise<string> {
    const now = this.clock.now();
    const previousToken = this.tokenOf(client.presentedCookie);
    if (previousToken) {
      // Inside the caller's transaction: with embedded PGlite's single connection, a query
      // outside it would wait for the transaction forever.
      const previous = await this.sessions.findLiveByTokenHash(sha256(previousToken), now, tx);
      if (previous) await this.sessions.revoke(previous.id, now, tx);
    }
    const token = randomToken();
    await this.sessions.create(
      {
        idUser,
        tokenHash: sha256(token),
        userAgent: client.userAgent,
        ipAddress: client.ipAddress,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      },
      tx,
    );
    return signSessionToken(this.secrets.session, token);
  }

  /**
   * The live session named by a presented cookie and its live user, refreshing the sliding
   * expiry.
   */
  async fromCookie(
    presentedCookie: unknown,
  ): Promise<{ session: SessionRecord; user: UserRecord } | undefined> {
    const token = this.tokenOf(presentedCookie);
    if (!token) return undefined;
    const now = this.clock.now();
    const found = await this.sessions.findLiveWithUser(sha256(token), now);
    if (!found) return undefined;
    if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.sessions.touch(found.session.id, now, new Date(now.getTime() + SESSION_TTL_MS));
    }
    return found;
  }

  private tokenOf(presentedCookie: unknown): string | undefined {
    return verifySessionCookie(this.secrets.session, presentedCookie);
  }

  async end(session: SessionRecord): Promise<void> {
    await this.sessions.revoke(session.id, this.clock.now());
  }

  revokeAllForUser(idUser: string, tx?: Tx, keepId?: string): Promise<void> {
    return this.sessions.revokeAllForUser(idUser, this.clock.now(), keepId, tx);
  }

  /**
   * Every session and every API key of the user: what a new password means, since whoever knew
   * the old one may have signed in or minted a key with it.
   */
  async revokeAllCredentialsOf(idUser: string, tx?: Tx): Promise<void> {
    await this.revokeAllForUser(idUser, tx);
    await this.apiKeys.revokeAllForUser(idUser, tx);
  }
}
