import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';

/**
 * Embedded PostgreSQL: the real engine compiled to WebAssembly, in this process. The extensions
 * the schema uses must be loaded when it is created.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const db = await PGlite.create(dataDir, { extensions: { btree_gist, pg_trgm } });
  return db;
}

/**
 * node-postgres pool options that route every client through one PGlite instance. PGlite runs one
 * statement at a time, so the pool holds exactly one client and never retires it; each new client
 * gets a fresh adapter connection.
 */
export function pglitePoolOptions(db: PGlite): Record<string, unknown> {
  class PgliteClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      const lite = createPgConfig(db);
      // `connection` replaces the socket: every protocol message goes to PGlite in-process.
      const options: pg.ClientConfig & { connection: unknown } = {
        ...config,
        host: lite.host,
        port: lite.port,
        user: lite.user,
        password: lite.password,
        database: lite.database,
        connection: lite.connection,
      };
      super(options);
    }
  }
  return { Client: PgliteClient, max: 1, idleTimeoutMillis: 0 };
}
