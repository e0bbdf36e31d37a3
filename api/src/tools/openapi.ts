/**
 * Writes or checks the committed OpenAPI document (api/openapi.json).
 *   node api/dist/tools/openapi.js --write   regenerate it
 *   node api/dist/tools/openapi.js --check   fail when it is stale (CI)
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi, createApp } from '#src/app.factory.js';
import { SystemClock } from '#src/common/time/clock.js';
import { loadConfig } from '#src/config/app-config.js';
import { openPglite } from '#src/database/pglite-client.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.json');

/** Keys sorted at every level, so the committed file diffs cleanly. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, stable(inner)]),
    );
  }
  return value;
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode !== '--write' && mode !== '--check')
    throw new Error('usage: openapi.js --write|--check');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-openapi-'));
  const db = await openPglite('memory://');
  const app = await createApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    secrets: {
      session: 'openapi-generation-only-0123456789',
      badge: 'openapi-generation-only-9876543210',
      pin: 'openapi-generation-only-5432109876',
    },
    database: { kind: 'pglite', db },
    clock: new SystemClock(),
  });
  await app.init();
  const text = `${JSON.stringify(stable(buildOpenApi(app)), null, 2)}\n`;
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  if (mode === '--write') {
    fs.writeFileSync(target, text);
    console.log(`Wrote ${target}`);
    return;
  }
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== text) {
    console.error(`${target} is stale: run "npm run openapi:write" and commit the result.`);
    process.exit(1);
  }
  console.log('OpenAPI document is up to date.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
