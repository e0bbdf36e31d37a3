import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../database/data-source-options.js';
import { openPglite } from '../database/pglite-client.js';

/**
 * An empty database for the drift checks: a scratch database created beside DATABASE_URL (and
 * dropped by `cleanup`), or in-memory PGlite without it.
 */
export async function scratchTarget(): Promise<{
  target: DatabaseTarget;
  cleanup: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite('memory://');
    return { target: { kind: 'pglite', db }, cleanup: () => db.close() };
  }
  const name = `punchcard_drift_${randomUUID().replace(/-/g, '')}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: scratch.toString(), poolSize: 1 },
    cleanup: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
