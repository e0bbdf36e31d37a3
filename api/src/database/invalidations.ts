import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import pg from 'pg';
import type { DatabaseTarget } from './data-source-options.js';
import { afterCommit, type Tx } from './transactions.js';

export const DATABASE_TARGET = Symbol('DATABASE_TARGET');

/** The channel every instance listens on; payloads are `topic\nkey`. */
export const INVALIDATION_CHANNEL = 'punchcard_invalidate';
const RECONNECT_MS = 1000;

/** `key` went stale; `null`: anything may have (this instance may have missed notifications). */
type Handler = (key: string | null) => void;

/**
 * Tells every API instance on this database that something it may have cached changed. The
 * tables behind a cache notify on their own: a trigger calls `pg_notify` for every changed row
 * (see the grant-invalidation migration), so a change from anywhere, psql included, reaches
 * every instance at commit through its LISTEN connection. The instance making a change also
 * calls `changed`, dropping its own entry at once and again after its commit, without waiting for
 * the notification's round trip.
 *
 * A listener that lost its connection cannot know what it missed: caches do not serve while
 * `live` is false, and every handler forgets everything when it comes back. Embedded PGlite is
 * one process by construction (its data directory is locked) and notifies in-process.
 */
@Injectable()
export class Invalidations implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Invalidations');
  private readonly handlers = new Map<string, Set<Handler>>();
  private listener: pg.Client | undefined;
  private connected = false;
  private closing = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(@Inject(DATABASE_TARGET) private readonly target: DatabaseTarget) {}

  /** Whether changes made anywhere reach this instance now: caches serve only while true. */
  get live(): boolean {
    return this.connected;
  }

  on(topic: string, handler: Handler): void {
    const set = this.handlers.get(topic) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(topic, set);
  }

  /** This instance changed `key` (inside `tx` when given): its entry goes now and at commit. */
  changed(topic: string, key: string, tx?: Tx): void {
    this.dispatch(topic, key);
    if (tx) {
      afterCommit(tx, () => {
        this.dispatch(topic, key);
      });
    }
  }

  async onModuleInit(): Promise<void> {
    if (this.target.kind === 'postgres') {
      await this.connect(this.target.url);
      return;
    }
    await this.target.db.listen(INVALIDATION_CHANNEL, (payload) => {
      this.received(payload);
    });
    this.connected = true;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.connected = false;
    clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => undefined);
  }

  private async connect(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url, application_name: 'punchcard-listen' });
    this.listener = client;
    client.on('notification', (message) => {
      this.received(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.lost(url, client, error);
    });
    client.on('end', () => {
      this.lost(url, client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      // Whatever changed while nobody listened is unknown: start from empty caches.
      this.forgetEverything();
      this.connected = true;
    } catch (error) {
      this.lost(url, client, error);
    }
  }

  private lost(url: string, client: pg.Client, error?: unknown): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    this.connected = false;
    this.forgetEverything();
    client.end().catch(() => undefined);
    if (this.closing) return;
    const reason = error instanceof Error ? error.message : 'connection closed';
    this.logger.warn(`Invalidation listener lost (${reason}); caches bypassed until it is back.`);
    this.reconnectTimer = setTimeout(() => {
      void this.connect(url);
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  private received(payload: string): void {
    const newline = payload.indexOf('\n');
    if (newline > 0) this.dispatch(payload.slice(0, newline), payload.slice(newline + 1));
  }

  private forgetEverything(): void {
    for (const set of this.handlers.values()) for (const handler of set) handler(null);
  }

  private dispatch(topic: string, key: string): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(key);
  }
}
