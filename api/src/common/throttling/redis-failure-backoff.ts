import { createHash } from 'node:crypto';
import { ErrorReply } from '@redis/client';
import { serviceUnavailable } from '#src/common/errors/app.exception.js';
import type { BackoffPolicy, FailureBackoffStore } from './failure-backoff.js';

/**
 * One failure, atomically, with the arithmetic of the PostgreSQL upsert (see `afterFailure` in
 * postgres-failure-backoff.ts) on Redis' own clock. KEYS[1] is a hash {blocked, seq}, KEYS[2] a
 * sorted set of failures scored by when each stops counting. ARGV: window ms, free failures,
 * first block ms, max block ms. Answers the ms the key now waits.
 */
const FAIL_SCRIPT = `
local state, hits = KEYS[1], KEYS[2]
local win, free = tonumber(ARGV[1]), tonumber(ARGV[2])
local first, max = tonumber(ARGV[3]), tonumber(ARGV[4])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', hits, '-inf', now)
redis.call('ZADD', hits, now + win, redis.call('HINCRBY', state, 'seq', 1))
local over = redis.call('ZCARD', hits) - free
local blocked = tonumber(redis.call('HGET', state, 'blocked') or '0')
if over > 0 then
  blocked = math.max(blocked, now + math.floor(math.min(max, first * 2 ^ math.min(over - 1, 40))))
end
redis.call('HSET', state, 'blocked', blocked)
local keep = math.max(win, blocked - now)
redis.call('PEXPIRE', state, keep)
redis.call('PEXPIRE', hits, keep)
return math.max(0, blocked - now)
`;

/** Answers the ms `KEYS[1]` still waits, on Redis' clock. */
const WAIT_SCRIPT = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
return math.max(0, tonumber(redis.call('HGET', KEYS[1], 'blocked') or '0') - now)
`;

const FORGET_SCRIPT = `redis.call('DEL', KEYS[1], KEYS[2])`;

interface ScriptOptions {
  keys: string[];
  arguments: string[];
}

/** What this store needs of the throttler storage's Redis client. */
export interface ScriptClient {
  evalSha(sha: string, options: ScriptOptions): Promise<unknown>;
  eval(script: string, options: ScriptOptions): Promise<unknown>;
}

async function run(client: ScriptClient, script: string, options: ScriptOptions) {
  try {
    return await evalScript(client, script, options);
  } catch (error) {
    // As redis-throttler-storage.ts: an error reply is a fault of ours, anything else an outage.
    if (error instanceof ErrorReply) throw error;
    throw serviceUnavailable('The throttle store is unreachable. Try again shortly.');
  }
}

async function evalScript(client: ScriptClient, script: string, options: ScriptOptions) {
  try {
    return await client.evalSha(createHash('sha1').update(script).digest('hex'), options);
  } catch (error) {
    // First use on this server (or after SCRIPT FLUSH): send the script itself once.
    if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
    return client.eval(script, options);
  }
}

/** Failure counters in Redis (`REDIS_URL`), on the throttler storage's own connection. */
export class RedisFailureBackoff implements FailureBackoffStore {
  constructor(private readonly client: ScriptClient) {}

  async blockedForMs(key: string): Promise<number> {
    return Number(await run(this.client, WAIT_SCRIPT, { keys: this.keys(key), arguments: [] }));
  }

  async recordFailure(key: string, policy: BackoffPolicy): Promise<number> {
    const { windowMs, freeFailures, firstBlockMs, maxBlockMs } = policy;
    const args = [windowMs, freeFailures, firstBlockMs, maxBlockMs].map(String);
    return Number(await run(this.client, FAIL_SCRIPT, { keys: this.keys(key), arguments: args }));
  }

  async forget(key: string): Promise<void> {
    await run(this.client, FORGET_SCRIPT, { keys: this.keys(key), arguments: [] });
  }

  // The braces keep a key's two entries in one hash slot, as Redis Cluster requires of a script.
  private keys(key: string): string[] {
    return [`punchcard:throttle:{${key}}`, `punchcard:throttle:{${key}}:hits`];
  }
}
