import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { retryOnDeadlock } from '#src/database/deadlock-retry.js';
import { queryRows, type Tx } from '#src/database/transactions.js';
import type { SpanMetadata } from './span-metadata.js';
import { metadataParams, type SpanRow, spanColumns } from './span-row.js';
import type { ClockInRow, ClockOutRow } from './workspace-time.mapper.js';
import { WorkspaceTimeEntity } from './workspace-time.entity.js';

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

/** `INSERT ... SELECT` does not infer parameter types from the target columns. */
const METADATA_CASTS = '$5::text, $6::float8, $7::float8, $8::text, $9::text';

const CLOCK_IN_RETURNING = 'id, id_user, id_workspace, start_at, user_agent_in, ip_address_in';

/** ACTIVE, live members of live accounts ($1 workspace, $2 user): the only ones a manager may clock. */
export const ACTIVE_MEMBER = `EXISTS (SELECT 1 FROM workspace_members m
                   JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
                  WHERE m.id_workspace = $1 AND m.id_user = $2
                    AND m.status = 'ACTIVE' AND m.deleted_at IS NULL)`;

/**
 * Workspace times. Every write is one statement, so the database's invariants decide races and
 * a clock action costs one round trip.
 */
@Injectable()
export class WorkspaceTimesRepository {
  constructor(
    @InjectRepository(WorkspaceTimeEntity)
    private readonly times: Repository<WorkspaceTimeEntity>,
  ) {}

  /** `tx`: inside a transaction (an approved request applies its change in the review's). */
  private rows<T>(sql: string, params: unknown[], tx?: Tx): Promise<T[]> {
    return queryRows<T>(tx ?? this.times.manager, sql, params);
  }

  /**
   * Opens a workspace time starting now. `onlyActiveMember` (a manager clocking someone) inserts
   * nothing unless the member is ACTIVE; the caller's own membership was checked by the guard.
   */
  async clockIn(action: ClockAction, onlyActiveMember = false): Promise<ClockInRow | undefined> {
    const values = [
      action.idWorkspace,
      action.idUser,
      action.now,
      action.actor,
      ...metadataParams(action.metadata),
    ];
    const columns = `id_workspace, id_user, start_at, started_by,
       location_in, latitude_in, longitude_in, user_agent_in, ip_address_in`;
    const sql = onlyActiveMember
      ? `INSERT INTO workspace_times (${columns})
         SELECT $1, $2, $3::timestamptz, $4::uuid, ${METADATA_CASTS} WHERE ${ACTIVE_MEMBER}
         RETURNING ${CLOCK_IN_RETURNING}`
      : `INSERT INTO workspace_times (${columns})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING ${CLOCK_IN_RETURNING}`;
    const [row] = await retryOnDeadlock(() => this.rows<ClockInRow>(sql, values));
    return row;
  }

  /**
   * Closes the member's open workspace time now and ends its open break and the running activity
   * linked to it, all in this one statement (one transaction; the deferred breaks trigger checks
   * the pair at its end). A span or break that started after `now` (a racing request) is left
   * alone; such a break then makes the trigger refuse the whole statement. Activities are kept in
   * whole seconds, so theirs ends at the second (one started within that second keeps running).
   */
  async clockOut(action: ClockAction, onlyActiveMember = false): Promise<ClockOutRow | undefined> {
    const [row] = await this.rows<ClockOutRow>(
      `WITH closed AS (
         UPDATE workspace_times
            SET end_at = $3, stopped_by = $4, location_out = $5, latitude_out = $6,
                longitude_out = $7, user_agent_out = $8, ip_address_out = $9, updated_at = now()
          WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL AND deleted_at IS NULL
            AND start_at < $3${onlyActiveMember ? ` AND ${ACTIVE_MEMBER}` : ''}
         RETURNING id, end_at, user_agent_out, ip_address_out
       ), ended_break AS (
         UPDATE breaks b
            SET end_at = $3, stopped_by = $4, location_out = $5, latitude_out = $6,
                longitude_out = $7, user_agent_out = $8, ip_address_out = $9, updated_at = now()
           FROM closed
          WHERE b.id_workspace_time = closed.id AND b.end_at IS NULL AND b.deleted_at IS NULL
            AND b.start_at < $3
       ), stopped_activity AS (
         UPDATE activities a
            SET end_at = date_trunc('second', $3::timestamptz), stopped_by = $4,
                user_agent_out = $8, ip_address_out = $9, updated_at = now()
           FROM closed
          WHERE a.id_workspace_time = closed.id AND a.end_at IS NULL AND a.deleted_at IS NULL
            AND a.start_at < date_trunc('second', $3::timestamptz)
       )
       SELECT id, end_at, user_agent_out, ip_address_out FROM closed`,
      [
        action.idWorkspace,
        action.idUser,
        action.now,
        action.actor,
        ...metadataParams(action.metadata),
      ],
    );
    return row;
  }

  /** A closed workspace time entered after the fact. */
  async add(
    idWorkspace: string,
    idUser: string,
    start: Date,
    end: Date,
    now: Date,
    tx?: Tx,
  ): Promise<SpanRow> {
    const [row] = await this.rows<SpanRow>(
      `INSERT INTO workspace_times (id_workspace, id_user, start_at, end_at, added_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${spanColumns()}`,
      [idWorkspace, idUser, start, end, now],
      tx,
    );
    if (!row) throw new Error('INSERT ... RETURNING answered no row');
    return row;
  }

  async find(
    { idWorkspace, id, deleted, cutoff }: SpanLookup,
    tx?: Tx,
  ): Promise<SpanRow | undefined> {
    const [row] = await this.rows<SpanRow>(
      `SELECT ${spanColumns()} FROM workspace_times
        WHERE id = $1 AND id_workspace = $2 AND (deleted_at IS NOT NULL) = $3
          AND ($4::timestamptz IS NULL OR start_at >= $4)`,
      [id, idWorkspace, deleted, cutoff],
      tx,
    );
    return row;
  }

  /** Whether the member has an open workspace time here. */
  async hasOpen(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await this.rows(
      `SELECT 1 FROM workspace_times
        WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL AND deleted_at IS NULL`,
      [idWorkspace, idUser],
    );
    return rows.length > 0;
  }

  /** Whether the user is an ACTIVE, live member of the workspace. */
  async isActiveMember(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await this.rows(`SELECT 1 WHERE ${ACTIVE_MEMBER}`, [idWorkspace, idUser]);
    return rows.length > 0;
  }

  /**
   * New start and end of a live workspace time, only while it is still open (or still closed) as
   * when it was read; undefined when it changed meanwhile.
   */
  async edit(
    idWorkspace: string,
    id: string,
    change: { start: Date; end: Date | null; wasOpen: boolean; now: Date },
    tx?: Tx,
  ): Promise<SpanRow | undefined> {
    const [row] = await this.rows<SpanRow>(
      `UPDATE workspace_times SET start_at = $3, end_at = $4, edited_at = $5, updated_at = now()
        WHERE id = $1 AND id_workspace = $2 AND deleted_at IS NULL AND (end_at IS NULL) = $6
        RETURNING ${spanColumns()}`,
      [id, idWorkspace, change.start, change.end, change.now, change.wasOpen],
      tx,
    );
    return row;
  }

  /**
   * Soft-deletes a live workspace time and its live breaks with the same timestamp, in one
   * statement; the shared timestamp is how a restore knows which breaks went with it.
   */
  async softDelete(
    idWorkspace: string,
    id: string,
    now: Date,
    tx?: Tx,
  ): Promise<SpanRow | undefined> {
    const [row] = await this.rows<SpanRow>(
      `WITH deleted AS (
         UPDATE workspace_times SET deleted_at = $3, updated_at = now()
          WHERE id = $1 AND id_workspace = $2 AND deleted_at IS NULL
         RETURNING ${spanColumns()}
       ), deleted_breaks AS (
         UPDATE breaks b SET deleted_at = $3, updated_at = now()
           FROM deleted
          WHERE b.id_workspace_time = deleted.id AND b.deleted_at IS NULL
       )
       SELECT * FROM deleted`,
      [id, idWorkspace, now],
      tx,
    );
    return row;
  }

  /** Undoes a soft delete, with the breaks deleted at the same moment (not those deleted before). */
  async restore(idWorkspace: string, id: string): Promise<SpanRow | undefined> {
    const [row] = await this.rows<SpanRow>(
      `WITH target AS (
         SELECT id, deleted_at FROM workspace_times
          WHERE id = $1 AND id_workspace = $2 AND deleted_at IS NOT NULL
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
      [id, idWorkspace],
    );
    return row;
  }

  /**
   * Reopens a closed workspace time: the end and everything recorded at clock-out are cleared.
   * Nothing changes while the member has another open one; a later workspace time makes the
   * exclusion constraint refuse (only the latest can run on).
   */
  async reopen(idWorkspace: string, id: string, now: Date): Promise<SpanRow | undefined> {
    const [row] = await this.rows<SpanRow>(
      `UPDATE workspace_times w
          SET end_at = NULL, stopped_by = NULL, location_out = NULL, latitude_out = NULL,
              longitude_out = NULL, user_agent_out = NULL, ip_address_out = NULL,
              edited_at = $3, updated_at = now()
        WHERE w.id = $1 AND w.id_workspace = $2 AND w.deleted_at IS NULL AND w.end_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM workspace_times o
                           WHERE o.id_workspace = w.id_workspace AND o.id_user = w.id_user
                             AND o.end_at IS NULL AND o.deleted_at IS NULL)
        RETURNING ${spanColumns('w')}`,
      [id, idWorkspace, now],
    );
    return row;
  }
}
