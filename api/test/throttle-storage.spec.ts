import { randomUUID } from 'node:crypto';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { PostgresThrottlerStorage } from '../src/common/throttling/postgres-throttler-storage.js';
import { RedisThrottlerStorage } from '../src/common/throttling/redis-throttler-storage.js';
import { ThrottleCountersRepository } from '../src/common/throttling/throttle-counters.repository.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The shared throttle stores answer exactly what @nestjs/throttler's in-memory storage answers
 * for the same calls at the same moments (blocking, counting, unblocking, Retry-After), and count
 * concurrent calls without losing one. Redis is compared too when REDIS_URL is set.
 */
const TTL_MS = 600;
const BLOCK_MS = 1_200;
const LIMIT = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shared throttle storage', () => {
  let t: TestApp;
  let redis: RedisThrottlerStorage | undefined;
  const stores: [string, ThrottlerStorage][] = [];
  let memory: ThrottlerStorageService;

  beforeAll(async () => {
    t = await startTestApp();
    memory = new ThrottlerStorageService();
    stores.push(['postgres', new PostgresThrottlerStorage(t.app.get(ThrottleCountersRepository))]);
    if (process.env.REDIS_URL) {
      redis = new RedisThrottlerStorage(process.env.REDIS_URL);
      await redis.onModuleInit();
      stores.push(['redis', redis]);
    }
  });

  afterAll(async () => {
    memory.onApplicationShutdown();
    await redis?.onApplicationShutdown();
    await t.close();
  });

  /** One call on every store at once; answers what each said, the in-memory one first. */
  async function hitAll(key: string, blockMs: number) {
    const [expected, ...actual] = await Promise.all([
      memory.increment(key, TTL_MS, LIMIT, blockMs, 'test'),
      ...stores.map(([, store]) => store.increment(key, TTL_MS, LIMIT, blockMs, 'test')),
    ]);
    return { expected, actual };
  }

  function same(results: Awaited<ReturnType<typeof hitAll>>) {
    results.actual.forEach((record, index) => {
      const name = stores[index]?.[0];
      expect({ name, totalHits: record.totalHits, isBlocked: record.isBlocked }).toEqual({
        name,
        totalHits: results.expected.totalHits,
        isBlocked: results.expected.isBlocked,
      });
      // Whole seconds rounded up on each side of a few milliseconds' difference.
      expect(Math.abs(record.timeToExpire - results.expected.timeToExpire)).toBeLessThanOrEqual(1);
      // Read only while blocked (Retry-After); in memory it is meaningless otherwise.
      if (record.isBlocked) {
        expect(
          Math.abs(record.timeToBlockExpire - results.expected.timeToBlockExpire),
        ).toBeLessThanOrEqual(1);
      }
    });
  }

  it('blocks the call over the limit for the block duration, then counts again from one', async () => {
    const key = `block-${randomUUID()}`;
    const first = [];
    for (let i = 0; i <= LIMIT; i++) first.push(await hitAll(key, BLOCK_MS));
    first.forEach(same);
    expect(first.map((r) => r.expected.isBlocked)).toEqual([false, false, false, true]);
    expect(first.at(-1)?.expected.timeToBlockExpire).toBe(2);

    // Still blocked after the hits themselves expired: nothing counts while blocked.
    await sleep(TTL_MS + 200);
    const during = await hitAll(key, BLOCK_MS);
    same(during);
    expect(during.expected.isBlocked).toBe(true);

    await sleep(BLOCK_MS - TTL_MS);
    const after = await hitAll(key, BLOCK_MS);
    same(after);
    expect(after.expected).toMatchObject({ isBlocked: false, totalHits: 1 });
  });

  it('without a block duration, refuses only while the window is full', async () => {
    const key = `window-${randomUUID()}`;
    const calls = [];
    for (let i = 0; i <= LIMIT; i++) calls.push(await hitAll(key, 0));
    calls.forEach(same);
    expect(calls.map((r) => r.expected.isBlocked)).toEqual([false, false, false, true]);
    await sleep(TTL_MS + 200);
    const later = await hitAll(key, 0);
    same(later);
    expect(later.expected).toMatchObject({ isBlocked: false, totalHits: 1 });
  });

  it('lets exactly the limit through when many calls arrive at once', async () => {
    for (const [name, store] of stores) {
      const key = `race-${randomUUID()}`;
      const records = await Promise.all(
        Array.from({ length: 20 }, () => store.increment(key, 60_000, 5, 60_000, 'test')),
      );
      expect({ name, allowed: records.filter((r) => !r.isBlocked).length }).toEqual({
        name,
        allowed: 5,
      });
    }
  });
});
