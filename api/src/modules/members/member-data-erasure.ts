import type { Tx } from '#src/database/transactions.js';

/**
 * Personal data another module keeps about a workspace's members and erases when a member is
 * removed: today the kiosk selfies. The owning module provides it globally (it depends on members,
 * so members cannot import it back) and members calls it inside the removal's transaction.
 */
export abstract class MemberDataErasure {
  /**
   * Deletes the members' rows inside `tx` and answers what is left to do once `tx` has committed
   * (removing files): a rollback must leave every row with its file.
   */
  abstract eraseMembers(
    idWorkspace: string,
    idUsers: string[],
    tx: Tx,
  ): Promise<() => Promise<void>>;
}
