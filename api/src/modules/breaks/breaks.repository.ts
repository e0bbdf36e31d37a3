import { Injectable } from '@nestjs/common';
import { activeMember } from '#src/database/sql/active-member.js';
import { Database, sql } from '#src/database/sql/index.js';
import { memberTurn } from '#src/database/sql/member-turn.js';
import { retained } from '#src/database/sql/retained.js';
import { metadataOutSet, metadataValues, spanColumns } from '#src/database/sql/time-spans.js';
import type { Tx } from '#src/database/transactions.js';
import type { BreakRow, ClockAction, SpanLookup } from '#src/modules/workspace-times/index.js';

const COLUMNS = spanColumns(undefined, ['id_workspace_time']);
const B_COLUMNS = spanColumns('b', ['id_workspace_time']);

/**
 * Breaks. Every write is one statement: the unique index (one open break), the exclusion
 * constraint (no overlap) and the deferred trigger (inside the workspace time) decide.
 */
@Injectable()
export class BreaksRepository {
  constructor(private readonly db: Database) {}

  /**
   * Starts a break now in the member's open workspace time; nothing when they are not clocked in
   * (or, for `onlyActiveMember`, not an ACTIVE member).
   */
  start(action: ClockAction, onlyActiveMember = false, tx?: Tx): Promise<BreakRow | undefined> {
    const { idWorkspace, idUser, now, actor, metadata } = action;
    const query =
      sql.prepared(sql`INSERT INTO breaks (id_workspace, id_user, id_workspace_time, start_at,
                         started_by, location_in, latitude_in, longitude_in, user_agent_in,
                         ip_address_in)
      SELECT w.id_workspace, w.id_user, w.id, ${now}::timestamptz, ${actor}::uuid,
             ${metadataValues(metadata)}
        FROM ${memberTurn(idWorkspace, idUser)}, workspace_times w
       WHERE w.id_workspace = ${idWorkspace} AND w.id_user = ${idUser} AND w.end_at IS NULL
         AND w.deleted_at IS NULL AND w.start_at <= ${now}::timestamptz
         AND ${onlyActiveMember ? activeMember(idWorkspace, idUser) : sql`true`}
      RETURNING ${COLUMNS}`);
    return this.db.maybeOne<BreakRow>(query, tx);
  }

  /** Ends the open break of the member's open workspace time now. */
  end(action: ClockAction, onlyActiveMember = false, tx?: Tx): Promise<BreakRow | undefined> {
    const { idWorkspace, idUser, now, actor, metadata } = action;
    return this.db.maybeOne<BreakRow>(
      sql.prepared(sql`UPDATE breaks b
             SET end_at = ${now}, stopped_by = ${actor}, ${metadataOutSet(metadata)},
                 updated_at = now()
            FROM workspace_times w
           WHERE w.id_workspace = ${idWorkspace} AND w.id_user = ${idUser} AND w.end_at IS NULL
             AND w.deleted_at IS NULL AND b.id_workspace_time = w.id AND b.end_at IS NULL
             AND b.deleted_at IS NULL AND b.start_at < ${now}::timestamptz
             AND ${onlyActiveMember ? activeMember(idWorkspace, idUser) : sql`true`}
          RETURNING ${B_COLUMNS}`),
      tx,
    );
  }

  /** A closed break entered after the fact, in a workspace time of its owner. */
  add(
    values: {
      idWorkspace: string;
      idUser: string;
      idWorkspaceTime: string;
      start: Date;
      end: Date;
      now: Date;
    },
    tx?: Tx,
  ): Promise<BreakRow> {
    return this.db.one<BreakRow>(
      sql`INSERT INTO breaks (id_workspace, id_user, id_workspace_time, start_at, end_at, added_at)
          VALUES (${values.idWorkspace}, ${values.idUser}, ${values.idWorkspaceTime},
                  ${values.start}, ${values.end}, ${values.now})
          RETURNING ${COLUMNS}`,
      tx,
    );
  }

  find({ idWorkspace, id, deleted, cutoff }: SpanLookup, tx?: Tx): Promise<BreakRow | undefined> {
    return this.db.maybeOne<BreakRow>(
      sql`SELECT ${COLUMNS} FROM breaks
           WHERE id = ${id} AND id_workspace = ${idWorkspace}
             AND (deleted_at IS NOT NULL) = ${deleted} AND ${retained(cutoff, 'start_at')}`,
      tx,
    );
  }

  /** New start and end of a live break, only while it is still open (or closed) as when read. */
  edit(
    idWorkspace: string,
    id: string,
    change: { start: Date; end: Date | null; wasOpen: boolean; now: Date },
    tx?: Tx,
  ): Promise<BreakRow | undefined> {
    return this.db.maybeOne<BreakRow>(
      sql`UPDATE breaks
             SET start_at = ${change.start}, end_at = ${change.end}, edited_at = ${change.now},
                 updated_at = now()
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
             AND (end_at IS NULL) = ${change.wasOpen}
          RETURNING ${COLUMNS}`,
      tx,
    );
  }

  /** Soft-deletes a live break (`deletedAt`) or restores a deleted one (null). */
  setDeletedAt(
    idWorkspace: string,
    id: string,
    deletedAt: Date | null,
    tx?: Tx,
  ): Promise<BreakRow | undefined> {
    return this.db.maybeOne<BreakRow>(
      sql`UPDATE breaks SET deleted_at = ${deletedAt}, updated_at = now()
           WHERE id = ${id} AND id_workspace = ${idWorkspace}
             AND (deleted_at IS NULL) = (${deletedAt}::timestamptz IS NOT NULL)
          RETURNING ${COLUMNS}`,
      tx,
    );
  }
}
