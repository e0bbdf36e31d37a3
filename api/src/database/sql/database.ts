import { Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Tx } from '../transactions.js';
import { compile, type Sql } from './sql.js';

/**
 * Runs `sql` templates for repositories, inside the caller's transaction when one is passed as
 * the last argument (`tx`), else on the pool. TypeORM stays for migrations and the connection;
 * repositories never use its finders or query builder. Rows come back as PostgreSQL names them
 * (snake_case unless the query aliases), typed by the caller from `schema.ts`.
 */
@Injectable()
export class Database {
  constructor(private readonly dataSource: DataSource) {}

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

  private async run(query: Sql, tx?: Tx): Promise<{ records: unknown[]; affected?: number }> {
    const { text, values } = compile(query);
    const runner: QueryRunner | undefined = tx?.queryRunner;
    if (runner) return runner.query(text, values, true);
    const own = this.dataSource.createQueryRunner();
    try {
      return await own.query(text, values, true);
    } finally {
      await own.release();
    }
  }
}
