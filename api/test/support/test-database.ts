import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '#src/database/data-source-options.js';

/**
 * Integration tests run against DATABASE_URL when it is set (CI: a real PostgreSQL 15), else each
 * test file gets its own in-memory embedded PostgreSQL. On a server, migrations run once into a
 * template database and every test file gets a `CREATE DATABASE ... TEMPLATE` copy.
 */
export function serverUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The template is named after the migrations, so a changed migration gets a fresh template. */
function templateName(): string {
  const dir = path.resolve(__dirname, '../../src/database/migrations');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir).sort()) hash.update(fs.readFileSync(path.join(dir, file)));
  return `punchcard_test_tpl_${hash.digest('hex').slice(0, 12)}`;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = serverUrl();
  if (!url) throw new Error('needs DATABASE_URL');
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Test files run in parallel workers: the first one migrates the template, the rest wait. */
async function ensureTemplate(url: string): Promise<string> {
  const template = templateName();
  await withAdmin(async (client) => {
    await client.query('SELECT pg_advisory_lock(4242001)');
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 1) return;
      await client.query(`CREATE DATABASE "${template}"`);
      const dataSource = new DataSource(
        dataSourceOptions({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 }),
      );
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
      await dataSource.destroy();
    } finally {
      await client.query('SELECT pg_advisory_unlock(4242001)');
    }
  });
  return template;
}

/** A fresh migrated database; answers its URL and how to drop it. */
export async function cloneTestDatabase(
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = serverUrl();
  if (!url) throw new Error('needs DATABASE_URL');
  const template = await ensureTemplate(url);
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    url: withDatabase(url, name),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
