import { Injectable } from '@nestjs/common';
import { Database, sql, type TableRow } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import { SeatChanges } from './seat-changes.js';

/**
 * The plan's member limit counts seats: ACTIVE and PENDING members, plus e-mails that hold a live
 * invitation but no membership yet (invitees without an account).
 */
@Injectable()
export class SeatsRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: SeatChanges,
  ) {}

  /**
   * Locks the workspace row for the rest of the transaction and answers its plan. Every change
   * that takes a seat or can remove the last super owner locks first, so two concurrent calls
   * cannot both take the last seat or both demote one of the last two super owners. Being that
   * one door, it also announces the possible seat change once the transaction commits.
   */
  async lockWorkspace(idWorkspace: string, tx?: Tx): Promise<string | undefined> {
    this.changes.changed(idWorkspace, tx);
    const row = await this.db.maybeOne<Pick<TableRow<'workspaces'>, 'plan'>>(
      sql`SELECT plan FROM workspaces WHERE id = ${idWorkspace} AND deleted_at IS NULL FOR UPDATE`,
      tx,
    );
    return row?.plan;
  }

  async taken(idWorkspace: string, now: Date, tx?: Tx): Promise<number> {
    const row = await this.db.one<{ taken: number }>(
      sql`SELECT (SELECT count(*) FROM workspace_members m
                   WHERE m.id_workspace = ${idWorkspace} AND m.deleted_at IS NULL
                     AND m.status IN ('ACTIVE', 'PENDING'))::int
               + (SELECT count(DISTINCT i.email) FROM invitations i
                   WHERE i.id_workspace = ${idWorkspace} AND i.accepted_at IS NULL
                     AND i.revoked_at IS NULL AND i.expires_at > ${now}
                     AND NOT EXISTS (SELECT 1 FROM workspace_members m
                                       JOIN users u ON u.id = m.id_user
                                      WHERE m.id_workspace = ${idWorkspace}
                                        AND m.deleted_at IS NULL AND u.email = i.email))::int
                 AS taken`,
      tx,
    );
    return row.taken;
  }
}
