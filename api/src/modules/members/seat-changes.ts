import { Injectable } from '@nestjs/common';
import { afterCommit, type Tx } from '#src/database/transactions.js';

type SeatListener = (idWorkspace: string) => void;

/**
 * Tells whoever bills seats (the billing module, which listens) that a workspace's seats may have
 * changed, once the change is committed: members cannot import billing (billing builds on
 * workspaces, which build on members), so billing subscribes here instead. Listeners must not
 * throw; they count the seats themselves, so a call that changed nothing costs a count.
 */
@Injectable()
export class SeatChanges {
  private readonly listeners: SeatListener[] = [];

  listen(listener: SeatListener): void {
    this.listeners.push(listener);
  }

  /** After `tx` commits (never on a rollback); at once without a transaction. */
  changed(idWorkspace: string, tx?: Tx): void {
    const notify = () => {
      for (const listener of this.listeners) listener(idWorkspace);
    };
    if (!tx || !afterCommit(tx, notify)) notify();
  }
}
