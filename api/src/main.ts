import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.factory.js';
import { SystemClock } from './common/time/clock.js';
import { loadConfig } from './config/app-config.js';
import { loadSecrets } from './config/secrets.js';
import type { DatabaseTarget } from './database/data-source-options.js';
import { DataDirLock } from './database/data-dir-lock.js';
import { openPglite } from './database/pglite-client.js';
import { startupBanner } from './startup-banner.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * One process: the API under /v1, the web app at / and the kiosk at /kiosk. Without DATABASE_URL
 * the data lives in embedded PostgreSQL under DATA_DIR, which only one process may open.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  config.webDist ??= path.resolve(here, '../../admin-web/dist');
  config.kioskDist ??= path.resolve(here, '../../kiosk/dist/renderer');
  const secrets = loadSecrets(config.dataDir, {
    session: config.sessionSecret,
    badge: config.badgeSecret,
    pin: config.pinSecret,
  });

  let database: DatabaseTarget;
  let lock: DataDirLock | undefined;
  const closers: (() => Promise<void>)[] = [];
  if (config.databaseUrl) {
    database = { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize };
  } else {
    lock = DataDirLock.acquire(config.dataDir);
    const db = await openPglite(path.join(config.dataDir, 'pg'));
    closers.push(() => db.close());
    database = { kind: 'pglite', db };
  }

  const app = await createApp({ config, secrets, database, clock: new SystemClock() });
  await app.listen(config.port, config.host);
  // performance.now() counts from process start: the figure includes PGlite and migrations.
  const bootSeconds = performance.now() / 1000;
  // pino writes asynchronously: let the lines logged during boot out first so the banner ends
  // the start-up output.
  await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(startupBanner(config, bootSeconds));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    await app.close();
    for (const close of closers) await close();
    lock?.release();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void stop(signal));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
