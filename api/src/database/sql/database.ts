import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import type { DatabaseTarget } from '../data-source-options.js';
import { DATABASE_TARGET } from '../invalidations.js';
import type { Tx } from '../transactions.js';
import { guardPoolClients } from '../pool-client-guard.js';
import { retryReadOnce } from '../read-retry.js';
import { type CursorQuery, snapshotBatches } from './snapshot-cursor.js';
import { compile, type CompiledSql, type Sql } from './sql.js';

/**
 * A statement for a worker thread to run on a connection of its own (common/exports/table-
 * worker.ts): the server's address and the compiled text and values.
 */
export interface WorkerStatement {
  url: string;
  text: string;
  values: unknown[];
}

interface QueryOutcome {
  records: unknown[];
  affected?: number;
}

/**
 * Runs `sql` templates for repositories, inside the caller's transaction when one is passed as
 * the last argument (`tx`), else on the pool. TypeORM stays for migrations and the connection;
 * repositories never use its finders or query builder. Rows come back as PostgreSQL names them
 * (snake_case unless the query aliases), typed by the caller from `schema.ts`.
 */
@Injectable()
export class Database {
  /** Names of held cursors open on embedded PGlite's one session (heldBatches). */
  private readonly heldCursors = new CursorNames();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_TARGET) private readonly target: DatabaseTarget,
  ) {
    // Once per app, on the pool every statement takes: a dying client must not end the process.
    guardPoolClients(dataSource);
  }

  /** Every row the statement returns. */
  async rows<T>(query: Sql, tx?: Tx): Promise<T[]> {
    const result = await this.run(query, tx);
    return result.records as T[];
  }

  /** The first row, or undefined when there is none. */
  async maybeOne<T>(query: Sql, tx?: Tx): Promise<T | undefined> {
    const [row] = await this.rows<T>(query, tx);
    return row;
  }

  /** The first row; a statement that must return one (INSERT ... RETURNING, an aggregate). */
  async one<T>(query: Sql, tx?: Tx): Promise<T> {
    const row = await this.maybeOne<T>(query, tx);
    if (row === undefined) throw new Error('Expected a row, the statement returned none');
    return row;
  }

  /** How many rows the statement inserted, updated or deleted. */
  async execute(query: Sql, tx?: Tx): Promise<number> {
    const result = await this.run(query, tx);
    return result.affected ?? 0;
  }

  /**
   * The rows of a long read in batches of `size`, through a server-side cursor over one
   * read-only, repeatable-read snapshot: exports stream a year of a thousand members with memory
   * bounded by one batch, and every batch sees the same data. Abandoning the generator (`return()`
   * from a `for await` break or throw) closes the cursor.
   *
   * On PostgreSQL the cursor lives in a transaction that holds one pooled connection until the
   * generator finishes. On embedded PGlite that connection is the only one, and a download waits
   * for its reader: held for the whole file, a slow client would keep every other request in
   * line until the line's bound answered them 503. There the cursor is held (heldBatches).
   */
  batches<T>(query: Sql, size = 1000): AsyncGenerator<T[]> {
    const count = Math.max(1, Math.floor(size));
    return this.target.kind === 'pglite'
      ? this.heldBatches<T>(query, count)
      : this.transactionBatches<T>(query, count);
  }

  /**
   * `query` for a worker thread, which reads it through its own cursor and connection (a year's
   * export then churns the worker's small heap, not the server's). Undefined on embedded PGlite:
   * it lives in this process, and only this thread can reach it.
   */
  forWorker(query: Sql): WorkerStatement | undefined {
    if (this.target.kind !== 'postgres') return undefined;
    const { text, values } = compile(query);
    return { url: this.target.url, text, values };
  }

  private async *transactionBatches<T>(query: Sql, size: number): AsyncGenerator<T[]> {
    const { text, values } = compile(query);
    const runner = this.dataSource.createQueryRunner();
    try {
      const run: CursorQuery = async (statement, parameters) =>
        (await runner.query(statement, parameters)) as unknown[];
      yield* snapshotBatches<T>(run, text, values, size);
    } finally {
      await runner.release();
    }
  }

  /**
   * A WITH HOLD cursor on PGlite's one session: its rows are computed and kept (spilling to the
   * engine's temporary files past work_mem) when the transaction declaring it commits, so they
   * are one snapshot, and every FETCH and the final CLOSE then take the connection for their own
   * turn only. Between batches other requests run; the export's next FETCH waits its place in
   * line like any statement (its request's turn, which is older than theirs).
   */
  private async *heldBatches<T>(query: Sql, size: number): AsyncGenerator<T[]> {
    const { text, values } = compile(query);
    const name = this.heldCursors.take();
    let declared = false;
    try {
      declared = await this.onOwnConnection(async (runner) => {
        await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        try {
          await runner.query(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${text}`, values);
          await runner.query('COMMIT');
          return true;
        } catch (error) {
          await runner.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
      for (;;) {
        const rows = await this.onOwnConnection(
          (runner) => runner.query(`FETCH ${String(size)} FROM ${name}`) as Promise<T[]>,
        );
        if (rows.length === 0) break;
        yield rows;
      }
    } finally {
      // A cursor that could not be closed keeps its name out of use: declaring it again fails.
      const closed =
        !declared ||
        (await this.onOwnConnection((runner) => runner.query(`CLOSE ${name}`)).then(
          () => true,
          () => false,
        ));
      if (closed) this.heldCursors.give(name);
    }
  }

  private async onOwnConnection<T>(work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      return await work(runner);
    } finally {
      await runner.release();
    }
  }

  /**
   * Every repository statement passes here, so this is the narrowest place that knows both the
   * statement's text and whether it runs inside a transaction: outside one, a pure read whose
   * connection broke is run once more on a fresh connection (read-retry.ts). In a transaction the
   * failure goes up unchanged: the transaction died with its connection.
   */
  private async run(query: Sql, tx?: Tx): Promise<QueryOutcome> {
    const compiled = compile(query);
    const runner: QueryRunner | undefined = tx?.queryRunner;
    if (runner) return this.runOn(runner, compiled, query.prepared);
    const onOwnRunner = async () => {
      const own = this.dataSource.createQueryRunner();
      try {
        return await this.runOn(own, compiled, query.prepared);
      } finally {
        await own.release();
      }
    };
    return tx ? onOwnRunner() : retryReadOnce(compiled.text, onOwnRunner);
  }

  private async runOn(
    active: QueryRunner,
    { text, values }: CompiledSql,
    prepared: boolean,
  ): Promise<QueryOutcome> {
    if (!prepared) return (await active.query(text, values, true)) as QueryOutcome;
    // The connection the runner holds (the transaction's, or one from the pool), so a prepared
    // statement waits its turn like any other. Driver errors carry their SQLSTATE (pgErrorOf).
    const client = (await active.connect()) as pg.ClientBase;
    const result = await client.query({ name: statementName(text), text, values });
    return { records: result.rows, affected: result.rowCount ?? 0 };
  }
}

/**
 * Cursor names for one session, the lowest free one first: concurrent exports need their own, and
 * reusing a few names keeps the statement texts (and PGlite's prepared statements) few.
 */
class CursorNames {
  private readonly free: number[] = [];
  private next = 1;

  take(): string {
    this.free.sort((a, b) => a - b);
    const number = this.free.shift() ?? this.next++;
    return `pc_held_${String(number)}`;
  }

  give(name: string): void {
    this.free.push(Number(name.slice('pc_held_'.length)));
  }
}

const statementNames = new Map<string, string>();

/** A prepared statement's name: the same text always gets the same name, on every connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `pc_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}
