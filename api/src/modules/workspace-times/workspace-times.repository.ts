import { Injectable } from '@nestjs/common';
import { activeMember } from '#src/database/sql/active-member.js';
import { Database, sql } from '#src/database/sql/index.js';
import { memberTurn } from '#src/database/sql/member-turn.js';
import { retained } from '#src/database/sql/retained.js';
import { metadataOutSet, metadataValues, spanColumns } from '#src/database/sql/time-spans.js';
import type { Tx } from '#src/database/transactions.js';
import type { SpanMetadata } from './span-metadata.js';
import type { SpanRow } from './span-row.js';
import type { ClockInRow, ClockOutRow } from './workspace-time.mapper.js';

/** Who acts, when, and from where: the in- or out-end of a live clock action. */
export interface ClockAction {
  idWorkspace: string;
  /** Whose time. */
  idUser: string;
  /** Who acts: the member, or the manager clocking them. */
  actor: string;
  now: Date;
  metadata: SpanMetadata;
}

/** Which live workspace times a lookup may find: live or deleted, not older than the cutoff. */
export interface SpanLookup {
  idWorkspace: string;
  id: string;
  deleted: boolean;
  /** The plan's retention cut-off: older entries do not exist for the caller. */
  cutoff: Date | null;
}

const CLOCK_IN_RETURNING = sql`id, id_user, id_workspace, start_at, user_agent_in, ip_address_in`;

/**
 * Workspace times. Every write is one statement, so the database's invariants decide races and
 * a clock action costs one round trip.
 */
@Injectable()
export class WorkspaceTimesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Opens a workspace time starting now. `onlyActiveMember` (a manager clocking someone) inserts
   * nothing unless the member is ACTIVE; the caller's own membership was checked by the guard.
   */
  clockIn(action: ClockAction, onlyActiveMember = false, tx?: Tx): Promise<ClockInRow | undefined> {
    const { idWorkspace, idUser, now, actor, metadata } = action;
    const query = sql.prepared(sql`INSERT INTO workspace_times (id_workspace, id_user, start_at,
                        started_by, location_in, latitude_in, longitude_in, user_agent_in,
                        ip_address_in)
      SELECT ${idWorkspace}::uuid, ${idUser}::uuid, ${now}::timestamptz, ${actor}::uuid,
             ${metadataValues(metadata)}
        FROM ${memberTurn(idWorkspace, idUser)}
       WHERE ${onlyActiveMember ? activeMember(idWorkspace, idUser) : sql`true`}
      RETURNING ${CLOCK_IN_RETURNING}`);
    return this.db.maybeOne<ClockInRow>(query, tx);
  }

  /**
   * Closes the member's open workspace time now and ends its open break and the running activity
   * linked to it, all in this one statement (one transaction; the deferred breaks trigger checks
   * the pair at its end). A span or break that started after `now` (a racing request) is left
   * alone; such a break then makes the trigger refuse the whole statement. Activities are kept in
   * whole seconds, so theirs ends at the second (one started within that second keeps running).
   */
  clockOut(
    action: ClockAction,
    onlyActiveMember = false,
    tx?: Tx,
  ): Promise<ClockOutRow | undefined> {
    const { idWorkspace, idUser, now, actor, metadata } = action;
    const second = sql`date_trunc('second', ${now}::timestamptz)`;
    return this.db.maybeOne<ClockOutRow>(
      sql.prepared(sql`WITH closed AS (
         UPDATE workspace_times
            SET end_at = ${now}, stopped_by = ${actor}, ${metadataOutSet(metadata)},
                updated_at = now()
          WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND end_at IS NULL
            AND deleted_at IS NULL AND start_at < ${now}::timestamptz
            AND ${onlyActiveMember ? activeMember(idWorkspace, idUser) : sql`true`}
         RETURNING id, end_at, user_agent_out, ip_address_out
       ), ended_break AS (
         UPDATE breaks b
            SET end_at = ${now}, stopped_by = ${actor}, ${metadataOutSet(metadata)},
                updated_at = now()
           FROM closed
          WHERE b.id_workspace_time = closed.id AND b.end_at IS NULL AND b.deleted_at IS NULL
            AND b.start_at < ${now}::timestamptz
       ), stopped_activity AS (
         UPDATE activities a
            SET end_at = ${second}, stopped_by = ${actor}, user_agent_out = ${metadata.userAgent},
                ip_address_out = ${metadata.ipAddress}, updated_at = now()
           FROM closed
          WHERE a.id_workspace_time = closed.id AND a.end_at IS NULL AND a.deleted_at IS NULL
            AND a.start_at < ${second}
       )
       SELECT id, end_at, user_agent_out, ip_address_out FROM closed`),
      tx,
    );
  }

  /** A closed workspace time entered after the fact. */
  add(
    idWorkspace: string,
    idUser: string,
    start: Date,
    end: Date,
    now: Date,
    tx?: Tx,
  ): Promise<SpanRow> {
    return this.db.one<SpanRow>(
      sql`INSERT INTO workspace_times (id_workspace, id_user, start_at, end_at, added_at)
          VALUES (${idWorkspace}, ${idUser}, ${start}, ${end}, ${now})
          RETURNING ${spanColumns()}`,
      tx,
    );
  }

  find({ idWorkspace, id, deleted, cutoff }: SpanLookup, tx?: Tx): Promise<SpanRow | undefined> {
    return this.db.maybeOne<SpanRow>(
      sql`SELECT ${spanColumns()} FROM workspace_times
           WHERE id = ${id} AND id_workspace = ${idWorkspace}
             AND (deleted_at IS NOT NULL) = ${deleted} AND ${retained(cutoff, 'start_at')}`,
      tx,
    );
  }

  /** Whether the member has an open workspace time here. */
  async hasOpen(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await this.db.rows(
      sql`SELECT 1 FROM workspace_times
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
             AND end_at IS NULL AND deleted_at IS NULL`,
    );
    return rows.length > 0;
  }

  /** Whether the user is an ACTIVE, live member of the workspace. */
  async isActiveMember(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await this.db.rows(sql`SELECT 1 WHERE ${activeMember(idWorkspace, idUser)}`);
    return rows.length > 0;
  }

  /**
   * New start and end of a live workspace time, only while it is still open (or still closed) as
   * when it was read; undefined when it changed meanwhile.
   */
  edit(
    idWorkspace: string,
    id: string,
    change: { start: Date; end: Date | null; wasOpen: boolean; now: Date },
    tx?: Tx,
  ): Promise<SpanRow | undefined> {
    return this.db.maybeOne<SpanRow>(
      sql`UPDATE workspace_times
             SET start_at = ${change.start}, end_at = ${change.end}, edited_at = ${change.now},
                 updated_at = now()
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
             AND (end_at IS NULL) = ${change.wasOpen}
          RETURNING ${spanColumns()}`,
      tx,
    );
  }

  /**
   * Soft-deletes a live workspace time and its live breaks with the same timestamp, in one
   * statement; the shared timestamp is how a restore knows which breaks went with it.
   */
  softDelete(idWorkspace: string, id: string, now: Date, tx?: Tx): Promise<SpanRow | undefined> {
    return this.db.maybeOne<SpanRow>(
      sql`WITH deleted AS (
         UPDATE workspace_times SET deleted_at = ${now}, updated_at = now()
          WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
         RETURNING ${spanColumns()}
       ), deleted_breaks AS (
         UPDATE breaks b SET deleted_at = deleted.deleted_at, updated_at = now()
           FROM deleted
          WHERE b.id_workspace_time = deleted.id AND b.deleted_at IS NULL
       )
       SELECT * FROM deleted`,
      tx,
    );
  }

  /** Undoes a soft delete, with the breaks deleted at the same moment (not those deleted before). */
  restore(idWorkspace: string, id: string): Promise<SpanRow | undefined> {
    return this.db.maybeOne<SpanRow>(
      sql`WITH target AS (
         SELECT id, deleted_at FROM workspace_times
          WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NOT NULL
          FOR UPDATE
       ), restored AS (
         UPDATE workspace_times w SET deleted_at = NULL, updated_at = now()
           FROM target WHERE w.id = target.id
         RETURNING ${spanColumns('w')}
       ), restored_breaks AS (
         UPDATE breaks b SET deleted_at = NULL, updated_at = now()
           FROM target
          WHERE b.id_workspace_time = target.id AND b.deleted_at = target.deleted_at
       )
       SELECT * FROM restored`,
    );
  }

  /**
   * Reopens a closed workspace time: the end and everything recorded at clock-out are cleared.
   * Nothing changes while the member has another open one; a later workspace time makes the
   * exclusion constraint refuse (only the latest can run on).
   */
  reopen(idWorkspace: string, id: string, now: Date): Promise<SpanRow | undefined> {
    return this.db.maybeOne<SpanRow>(
      sql`UPDATE workspace_times w
             SET end_at = NULL, stopped_by = NULL, location_out = NULL, latitude_out = NULL,
                 longitude_out = NULL, user_agent_out = NULL, ip_address_out = NULL,
                 edited_at = ${now}, updated_at = now()
           WHERE w.id = ${id} AND w.id_workspace = ${idWorkspace} AND w.deleted_at IS NULL
             AND w.end_at IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM workspace_times o
                              WHERE o.id_workspace = w.id_workspace AND o.id_user = w.id_user
                                AND o.end_at IS NULL AND o.deleted_at IS NULL)
          RETURNING ${spanColumns('w')}`,
    );
  }
}
