import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { SECRETS, type Secrets } from '#src/config/secrets.js';
import { Clock } from '#src/common/time/clock.js';
import type { Tx } from '#src/database/transactions.js';
import type { SessionEntity } from './session.entity.js';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionCookieOptions,
  signSessionToken,
  verifySessionCookie,
} from './session-cookie.js';
import { SessionsRepository } from './sessions.repository.js';
import { randomToken, sha256 } from './tokens.js';

/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Signs a user in on this browser: any session the browser already carried is revoked (a new id
   * at every sign-in defeats session fixation), then a fresh one is created and set as the cookie.
   */
  async start(
    idUser: string,
    request: Request,
    response: Response,
    tx?: Tx,
  ): Promise<SessionEntity> {
    const now = this.clock.now();
    const previousToken = this.tokenOf(request);
    if (previousToken) {
      // Inside the caller's transaction: with embedded PGlite's single connection, a query
      // outside it would wait for the transaction forever.
      const previous = await this.sessions.findLiveByTokenHash(sha256(previousToken), now, tx);
      if (previous) await this.sessions.revoke(previous.id, now, tx);
    }
    const token = randomToken();
    const session = await this.sessions.create(
      {
        idUser,
        tokenHash: sha256(token),
        userAgent: request.get('user-agent')?.slice(0, 512) ?? null,
        ipAddress: request.ip ?? null,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      },
      tx,
    );
    response.cookie(
      SESSION_COOKIE,
      signSessionToken(this.secrets.session, token),
      sessionCookieOptions(request, this.config.publicUrl),
    );
    return session;
  }

  /** The live session named by the request's cookie, refreshing its sliding expiry. */
  async fromRequest(request: Request): Promise<SessionEntity | undefined> {
    const token = this.tokenOf(request);
    if (!token) return undefined;
    const now = this.clock.now();
    const session = await this.sessions.findLiveByTokenHash(sha256(token), now);
    if (!session) return undefined;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.sessions.touch(session.id, now, new Date(now.getTime() + SESSION_TTL_MS));
    }
    return session;
  }

  private tokenOf(request: Request): string | undefined {
    const cookies = request.cookies as Record<string, unknown> | undefined;
    return verifySessionCookie(this.secrets.session, cookies?.[SESSION_COOKIE]);
  }

  async end(session: SessionEntity | null, request: Request, response: Response): Promise<void> {
    if (session) await this.sessions.revoke(session.id, this.clock.now());
    response.clearCookie(SESSION_COOKIE, {
      ...sessionCookieOptions(request, this.config.publicUrl),
      maxAge: undefined,
    });
  }

  revokeAllForUser(idUser: string, tx?: Tx, keepId?: string): Promise<void> {
    return this.sessions.revokeAllForUser(idUser, this.clock.now(), keepId, tx);
  }
}
