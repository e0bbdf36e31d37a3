import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** An open transaction, handed from services to repositories without exposing TypeORM. */
export type Tx = EntityManager;

const committedCallbacks = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `callback` once `tx` has committed (never when it rolls back). For effects outside the
 * database that must not run before others can see the change, such as dropping a cache entry.
 * Answers false when `tx` did not come from `Transactions.run`, so the caller can fall back.
 */
export function afterCommit(tx: Tx, callback: () => void): boolean {
  const callbacks = committedCallbacks.get(tx);
  callbacks?.push(callback);
  return callbacks !== undefined;
}

@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const callbacks: (() => void)[] = [];
    const result = await this.dataSource.transaction((tx) => {
      committedCallbacks.set(tx, callbacks);
      return work(tx);
    });
    for (const callback of callbacks) callback();
    return result;
  }
}
