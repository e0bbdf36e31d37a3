import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** An open transaction, handed from services to repositories without exposing TypeORM. */
export type Tx = EntityManager;

@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The manager to use outside a transaction. */
  get none(): Tx {
    return this.dataSource.manager;
  }
}

/**
 * Runs raw SQL and answers its rows. TypeORM hands UPDATE/DELETE ... RETURNING back as
 * `[rows, rowCount]` but SELECT and INSERT as plain rows; this hides the difference.
 */
export async function queryRows<T>(tx: Tx, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await tx.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
