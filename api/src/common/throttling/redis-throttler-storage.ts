import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { serviceUnavailable } from '#src/common/errors/app.exception.js';
import { type ThrottlerStorageRecord, toStorageRecord } from './throttle-record.js';
import { createClient, ErrorReply } from '@redis/client';

/** How long a starting instance waits for Redis before refusing to start. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * One hit, atomically (a script runs alone on the server), with the same arithmetic as the
 * PostgreSQL upsert (see `nextRow` in throttle-counters.repository.ts) on Redis' own clock, so
 * instances whose clocks differ still agree. KEYS[1] is a hash {expires, blocked, seq}, KEYS[2] a
 * sorted set of hits scored by when each stops counting; both expire when they no longer count.
 * ARGV: ttl ms, limit, block ms. Answers {hits, ms to window end, blocked 0/1, ms to unblock}.
 */
const HIT_SCRIPT = `
local state, hits = KEYS[1], KEYS[2]
local ttl, limit, block = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', hits, '-inf', now)
local expires = tonumber(redis.call('HGET', state, 'expires') or '0')
if expires <= now then expires = now + ttl end
local blocked = tonumber(redis.call('HGET', state, 'blocked') or '0')
local function hit()
  redis.call('ZADD', hits, now + ttl, redis.call('HINCRBY', state, 'seq', 1))
end
if block > 0 then
  if blocked > now then
  elseif blocked > 0 then
    redis.call('DEL', hits)
    blocked = 0
    hit()
  else
    hit()
    if redis.call('ZCARD', hits) > limit then blocked = now + block end
  end
elseif redis.call('ZCARD', hits) >= limit then
  local oldest = redis.call('ZRANGE', hits, 0, 0, 'WITHSCORES')
  blocked = tonumber(oldest[2] or expires)
else
  blocked = 0
  hit()
end
redis.call('HSET', state, 'expires', expires, 'blocked', blocked)
local last = redis.call('ZRANGE', hits, -1, -1, 'WITHSCORES')
local keep = math.max(expires, blocked, tonumber(last[2] or '0')) - now
redis.call('PEXPIRE', state, keep)
redis.call('PEXPIRE', hits, keep)
if blocked > now then
  return {redis.call('ZCARD', hits), expires - now, 1, blocked - now}
end
return {redis.call('ZCARD', hits), expires - now, 0, 0}
`;
const HIT_SHA = createHash('sha1').update(HIT_SCRIPT).digest('hex');

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
}

/**
 * Throttle counters in Redis (`REDIS_URL`), the usual shared store behind a load balancer. The
 * client does not queue commands while disconnected, so a call to a throttled route fails at
 * once (503 with Retry-After) instead of hanging while Redis is away; it reconnects by itself.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('Throttle');
  /** Shared with the failure counters (redis-failure-backoff.ts): one connection per instance. */
  readonly client: ReturnType<typeof newClient>;
  private connecting: Promise<void> | undefined;
  private closing: Promise<void> | undefined;

  constructor(url: string) {
    this.client = newClient(url);
    // Without a listener an 'error' event would end the process.
    this.client.on('error', (error: unknown) => {
      this.logger.error(`Redis: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  // Nest calls these hooks once for each module listing the storage (ours and ThrottlerModule).
  onModuleInit(): Promise<void> {
    this.connecting ??= this.connect();
    return this.connecting;
  }

  onApplicationShutdown(): Promise<void> {
    this.closing ??= this.client.isOpen ? this.client.close() : Promise.resolve();
    return this.closing;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<ThrottlerStorageRecord> {
    // The braces keep a key's two entries in one hash slot, as Redis Cluster requires of a script.
    const options = {
      keys: [`punchcard:throttle:{${key}}`, `punchcard:throttle:{${key}}:hits`],
      arguments: [String(ttl), String(limit), String(blockDuration)],
    };
    let reply: unknown;
    try {
      reply = await this.hit(options);
    } catch (error) {
      // Redis answered with an error: a fault of ours, not an outage.
      if (error instanceof ErrorReply) throw error;
      // Offline, closed, or the connection broke mid-command: Redis is away for now.
      throw serviceUnavailable('The throttle store is unreachable. Try again shortly.');
    }
    const [totalHits, expiresInMs, blocked, blockedForMs] = reply as number[];
    return toStorageRecord(
      {
        totalHits: totalHits ?? 0,
        expiresInMs: expiresInMs ?? 0,
        blocked: blocked === 1,
        blockedForMs: blockedForMs ?? 0,
      },
      blockDuration,
    );
  }

  private async hit(options: { keys: string[]; arguments: string[] }): Promise<unknown> {
    try {
      return await this.client.evalSha(HIT_SHA, options);
    } catch (error) {
      // First use on this server (or after SCRIPT FLUSH): send the script itself once.
      if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
      return await this.client.eval(HIT_SCRIPT, options);
    }
  }

  private async connect(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`Could not reach Redis (REDIS_URL) within ${CONNECT_TIMEOUT_MS} ms`));
      }, CONNECT_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.client.connect(), timeout]);
    } catch (error) {
      // Stops the reconnection attempts, so the failed start can exit.
      if (this.client.isOpen) this.client.destroy();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
