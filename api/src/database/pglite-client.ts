import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ConnectionQueue, DEFAULT_QUEUE_LIMITS, type QueueLimits } from './connection-queue.js';
import { PreparingPgliteConnection } from './pglite-connection.js';

/**
 * Embedded PostgreSQL: the real engine compiled to WebAssembly, in this process. The extensions
 * the schema uses must be loaded when it is created.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const db = await PGlite.create(dataDir, { extensions: { btree_gist, pg_trgm } });
  return db;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  release: (err?: Error | boolean) => void,
) => void;

/**
 * node-postgres' pool behind the fair line (connection-queue.ts): a checkout first waits for its
 * turn, then takes the pool's one client, and handing the client back passes the turn on.
 */
function fairPool(queue: ConnectionQueue): typeof pg.Pool {
  return class FairPool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
      const checkout = this.#checkout();
      if (!callback) return checkout;
      checkout.then(
        (client) => {
          callback(undefined, client, (err) => {
            client.release(err);
          });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), undefined, () => {});
        },
      );
      return undefined;
    }

    override end(): Promise<void>;
    override end(callback: () => void): void;
    override end(callback?: () => void): Promise<void> | undefined {
      queue.close();
      if (!callback) return super.end();
      super.end(callback);
      return undefined;
    }

    async #checkout(): Promise<pg.PoolClient> {
      const leave = await queue.acquire();
      let client: pg.PoolClient;
      try {
        client = await super.connect();
      } catch (error) {
        leave();
        throw error;
      }
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => {
        release(err);
        leave();
      };
      return client;
    }
  };
}

/**
 * TypeORM data source options that route every query through one PGlite instance: node-postgres
 * with a pool of exactly one client (PGlite runs one statement at a time) that is never retired,
 * behind a fair, bounded line, on a connection that prepares each statement once
 * (pglite-connection.ts). `driver` is node-postgres with that pool in place of its own.
 */
export function pglitePoolOptions(
  db: PGlite,
  limits: QueueLimits = DEFAULT_QUEUE_LIMITS,
): { driver: typeof pg; extra: Record<string, unknown> } {
  class PgliteClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      // `connection` replaces the socket: every protocol message goes to PGlite in-process.
      const options: pg.ClientConfig & { connection: unknown } = {
        ...config,
        host: 'localhost',
        port: 5432,
        user: 'postgres',
        password: 'pglite',
        database: 'postgres',
        connection: new PreparingPgliteConnection(db),
      };
      super(options);
    }
  }
  const driver = Object.create(pg, {
    Pool: { value: fairPool(new ConnectionQueue(limits)) },
  }) as typeof pg;
  return {
    driver,
    extra: { Client: PgliteClient, max: 1, idleTimeoutMillis: 0 },
  };
}
