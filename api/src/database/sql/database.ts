import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Tx } from '../transactions.js';
import { guardPoolClients } from '../pool-client-guard.js';
import { retryReadOnce } from '../read-retry.js';
import { compile, type CompiledSql, type Sql } from './sql.js';

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
  constructor(private readonly dataSource: DataSource) {
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
   * The rows of a long read in batches of `size`, through a server-side cursor in one read-only,
   * repeatable-read transaction: exports stream a year of a thousand members with memory bounded
   * by one batch, and every batch sees the same snapshot. The connection is held until the
   * generator finishes or is abandoned (`return()` from a `for await` break closes it).
   */
  async *batches<T>(query: Sql, size = 1000): AsyncGenerator<T[]> {
    const { text, values } = compile(query);
    const runner = this.dataSource.createQueryRunner();
    let open = false;
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      open = true;
      await runner.query(`DECLARE pc_batches NO SCROLL CURSOR FOR ${text}`, values);
      for (;;) {
        const rows = (await runner.query(
          `FETCH ${Math.max(1, Math.floor(size))} FROM pc_batches`,
        )) as T[];
        if (rows.length === 0) break;
        yield rows;
      }
      await runner.query('COMMIT');
      open = false;
    } finally {
      if (open) await runner.query('ROLLBACK').catch(() => undefined);
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
