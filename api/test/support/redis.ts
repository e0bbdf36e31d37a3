import { createClient } from '@redis/client';

/**
 * REDIS_URL with a logical database of the suite's own, emptied first. Throttle counters in Redis
 * outlive the apps that wrote them (an hour for the sign-in budgets) and every test app speaks from
 * 127.0.0.1, so suites running side by side, or a rerun within the hour, would spend each other's
 * budgets. Each suite that uses Redis passes a distinct `index` (1-15).
 */
export async function ownRedisUrl(index: number): Promise<string> {
  const base = process.env.REDIS_URL;
  if (!base) throw new Error('REDIS_URL is not set');
  const url = new URL(base);
  url.pathname = `/${String(index)}`;
  const client = createClient({ url: url.toString() });
  await client.connect();
  try {
    await client.flushDb();
  } finally {
    await client.quit();
  }
  return url.toString();
}
