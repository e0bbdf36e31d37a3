import type { PGlite } from '@electric-sql/pglite';
import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { pglitePoolOptions } from './pglite-client.js';
import { POSTGRES_CONNECTION } from './postgres-connection.js';
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
      connectTimeoutMS: POSTGRES_CONNECTION.connectTimeoutMS,
      extra: { keepAlive: POSTGRES_CONNECTION.keepAlive, options: POSTGRES_CONNECTION.options },
    };
  }
  return { ...common, poolSize: 1, ...pglitePoolOptions(target.db) };
}
