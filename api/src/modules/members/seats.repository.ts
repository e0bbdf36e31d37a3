import { Injectable } from '@nestjs/common';
import { queryRows, type Tx } from '#src/database/transactions.js';

/**
 * The plan's member limit counts seats: ACTIVE and PENDING members, plus e-mails that hold a live
 * invitation but no membership yet (invitees without an account).
 */
@Injectable()
export class SeatsRepository {
  /**
   * Locks the workspace row for the rest of the transaction and answers its plan. Every change
   * that takes a seat or can remove the last super owner locks first, so two concurrent calls
   * cannot both take the last seat or both demote one of the last two super owners.
   */
  async lockWorkspace(tx: Tx, idWorkspace: string): Promise<string | undefined> {
    const rows = await queryRows<{ plan: string }>(
      tx,
      `SELECT plan FROM workspaces WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [idWorkspace],
    );
    return rows[0]?.plan;
  }

  async taken(tx: Tx, idWorkspace: string, now: Date): Promise<number> {
    const rows = await queryRows<{ taken: number }>(
      tx,
      `SELECT (SELECT count(*) FROM workspace_members m
                WHERE m.id_workspace = $1 AND m.deleted_at IS NULL
                  AND m.status IN ('ACTIVE', 'PENDING'))::int
            + (SELECT count(DISTINCT i.email) FROM invitations i
                WHERE i.id_workspace = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
                  AND i.expires_at > $2
                  AND NOT EXISTS (SELECT 1 FROM workspace_members m
                                    JOIN users u ON u.id = m.id_user
                                   WHERE m.id_workspace = $1 AND m.deleted_at IS NULL
                                     AND u.email = i.email))::int AS taken`,
      [idWorkspace, now],
    );
    return rows[0]?.taken ?? 0;
  }
}
