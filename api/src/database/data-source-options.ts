import type { PGlite } from '@electric-sql/pglite';
import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { pglitePoolOptions } from './pglite-client.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/** Where the data lives: a PostgreSQL server, or an embedded PGlite instance in this process. */
export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; db: PGlite };

export function dataSourceOptions(target: DatabaseTarget): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each' as const,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is core PostgreSQL since 13; extensions are created by migrations.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
  };
  if (target.kind === 'postgres') {
    return {
      ...common,
      url: target.url,
      poolSize: target.poolSize,
      // A server whose packets are dropped (not refused) would hold a new connection for the
      // OS's TCP timeout, about two minutes: give up after 5 s and answer 503 instead. Keepalive
      // notices a dead socket under an idle pooled client.
      connectTimeoutMS: 5_000,
      // JIT off: the reports' statements are estimated far above their real row counts (a
      // lateral day series per span), and compiling them cost seconds that never paid back; the
      // rest of the API runs short OLTP statements that JIT never helps. 64 MB of sort and hash
      // memory keeps a year of a thousand members' days from spilling to disk.
      extra: { keepAlive: true, options: '-c jit=off -c work_mem=64MB' },
    };
  }
  return { ...common, poolSize: 1, ...pglitePoolOptions(target.db) };
}
