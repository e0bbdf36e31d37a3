import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { retryOnDeadlock } from '#src/database/deadlock-retry.js';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { metadataParams, spanColumns } from '#src/modules/workspace-times/span-row.js';
import {
  ACTIVE_MEMBER,
  type ClockAction,
  type SpanLookup,
} from '#src/modules/workspace-times/workspace-times.repository.js';
import type { BreakRow } from './break.mapper.js';
import { BreakEntity } from './break.entity.js';

const COLUMNS = spanColumns(undefined, ['id_workspace_time']);
const B_COLUMNS = spanColumns('b', ['id_workspace_time']);

/**
 * Breaks. Every write is one statement: the unique index (one open break), the exclusion
 * constraint (no overlap) and the deferred trigger (inside the workspace time) decide.
 */
@Injectable()
export class BreaksRepository {
  constructor(@InjectRepository(BreakEntity) private readonly breaks: Repository<BreakEntity>) {}

  /** `tx`: inside a transaction (an approved request applies its change in the review's). */
  private rows(sql: string, params: unknown[], tx?: Tx): Promise<BreakRow[]> {
    return queryRows<BreakRow>(tx ?? this.breaks.manager, sql, params);
  }

  /**
   * Starts a break now in the member's open workspace time; nothing when they are not clocked in
   * (or, for `onlyActiveMember`, not an ACTIVE member).
   */
  async start(action: ClockAction, onlyActiveMember = false): Promise<BreakRow | undefined> {
    const [row] = await retryOnDeadlock(() =>
      this.rows(
        `INSERT INTO breaks (id_workspace, id_user, id_workspace_time, start_at, started_by,
                           location_in, latitude_in, longitude_in, user_agent_in, ip_address_in)
       SELECT w.id_workspace, w.id_user, w.id, $3::timestamptz, $4::uuid,
              $5::text, $6::float8, $7::float8, $8::text, $9::text
         FROM workspace_times w
        WHERE w.id_workspace = $1 AND w.id_user = $2 AND w.end_at IS NULL AND w.deleted_at IS NULL
          AND w.start_at <= $3${onlyActiveMember ? ` AND ${ACTIVE_MEMBER}` : ''}
       RETURNING ${COLUMNS}`,
        [
          action.idWorkspace,
          action.idUser,
          action.now,
          action.actor,
          ...metadataParams(action.metadata),
        ],
      ),
    );
    return row;
  }

  /** Ends the open break of the member's open workspace time now. */
  async end(action: ClockAction, onlyActiveMember = false): Promise<BreakRow | undefined> {
    const [row] = await this.rows(
      `UPDATE breaks b
          SET end_at = $3, stopped_by = $4, location_out = $5, latitude_out = $6,
              longitude_out = $7, user_agent_out = $8, ip_address_out = $9, updated_at = now()
         FROM workspace_times w
        WHERE w.id_workspace = $1 AND w.id_user = $2 AND w.end_at IS NULL AND w.deleted_at IS NULL
          AND b.id_workspace_time = w.id AND b.end_at IS NULL AND b.deleted_at IS NULL
          AND b.start_at < $3${onlyActiveMember ? ` AND ${ACTIVE_MEMBER}` : ''}
       RETURNING ${B_COLUMNS}`,
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

  /** A closed break entered after the fact, in a workspace time of its owner. */
  async add(
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
    const [row] = await this.rows(
      `INSERT INTO breaks (id_workspace, id_user, id_workspace_time, start_at, end_at, added_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [
        values.idWorkspace,
        values.idUser,
        values.idWorkspaceTime,
        values.start,
        values.end,
        values.now,
      ],
      tx,
    );
    if (!row) throw new Error('INSERT ... RETURNING answered no row');
    return row;
  }

  async find(
    { idWorkspace, id, deleted, cutoff }: SpanLookup,
    tx?: Tx,
  ): Promise<BreakRow | undefined> {
    const [row] = await this.rows(
      `SELECT ${COLUMNS} FROM breaks
        WHERE id = $1 AND id_workspace = $2 AND (deleted_at IS NOT NULL) = $3
          AND ($4::timestamptz IS NULL OR start_at >= $4)`,
      [id, idWorkspace, deleted, cutoff],
      tx,
    );
    return row;
  }

  /** New start and end of a live break, only while it is still open (or closed) as when read. */
  async edit(
    idWorkspace: string,
    id: string,
    change: { start: Date; end: Date | null; wasOpen: boolean; now: Date },
    tx?: Tx,
  ): Promise<BreakRow | undefined> {
    const [row] = await this.rows(
      `UPDATE breaks SET start_at = $3, end_at = $4, edited_at = $5, updated_at = now()
        WHERE id = $1 AND id_workspace = $2 AND deleted_at IS NULL AND (end_at IS NULL) = $6
        RETURNING ${COLUMNS}`,
      [id, idWorkspace, change.start, change.end, change.now, change.wasOpen],
      tx,
    );
    return row;
  }

  /** Soft-deletes a live break (`deletedAt`) or restores a deleted one (null). */
  async setDeletedAt(
    idWorkspace: string,
    id: string,
    deletedAt: Date | null,
    tx?: Tx,
  ): Promise<BreakRow | undefined> {
    const [row] = await this.rows(
      `UPDATE breaks SET deleted_at = $3, updated_at = now()
        WHERE id = $1 AND id_workspace = $2 AND (deleted_at IS NULL) = ($3::timestamptz IS NOT NULL)
        RETURNING ${COLUMNS}`,
      [id, idWorkspace, deletedAt],
      tx,
    );
    return row;
  }
}
