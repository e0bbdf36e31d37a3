import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RequestKind, RequestType } from '@punchcard/shared';
import type { Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { type RequestRow, requestColumns, requestJoins } from './request-row.js';
import { TimeRequestEntity } from './time-request.entity.js';

/** What filing writes; the target columns each kind needs are checked by the table. */
export interface NewRequest {
  idWorkspace: string;
  idUser: string;
  kind: RequestKind;
  requestType: RequestType;
  idActivity?: string | null;
  idWorkspaceTime?: string | null;
  idBreak?: string | null;
  start: Date | null;
  end: Date | null;
  idProject?: string | null;
  idTask?: string | null;
  idCategory?: string | null;
  tags?: string[];
  description?: string | null;
  reason: string;
  /** Drafts (no end yet) are not submitted: `submitted_at` stays null until filled in. */
  isDraft: boolean;
  now: Date;
}

const OPEN_REQUEST_KEYS = [
  'time_requests_open_activity_key',
  'time_requests_open_workspace_time_key',
  'time_requests_open_break_key',
];

/** Whether `error` is the database refusing a second open request for the same target. */
export function isOpenRequestConflict(error: unknown): boolean {
  return OPEN_REQUEST_KEYS.some((name) => isPgError(error, PgErrorCode.UniqueViolation, name));
}

/**
 * The requests table. Every state change is one conditional statement (`... WHERE reviewed_at IS
 * NULL AND deleted_at IS NULL`), so a racing review, withdrawal or second review changes nothing
 * and answers no row; callers then read the row again to say why.
 */
@Injectable()
export class RequestsRepository {
  constructor(
    @InjectRepository(TimeRequestEntity)
    private readonly requests: Repository<TimeRequestEntity>,
  ) {}

  private rows(sql: string, params: unknown[], tx?: Tx): Promise<RequestRow[]> {
    return queryRows<RequestRow>(tx ?? this.requests.manager, sql, params);
  }

  /** Files a request; a second open request for the same target fails (see isOpenRequestConflict). */
  async insert(values: NewRequest, tx?: Tx): Promise<RequestRow> {
    const [row] = await this.rows(
      `WITH r AS (
         INSERT INTO time_requests (id_workspace, id_user, kind, request_type, id_activity,
                                    id_workspace_time, id_break, start_at, end_at, id_project,
                                    id_task, id_category, tags, description, reason, is_draft,
                                    created_at, updated_at, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::uuid[], $14, $15, $16,
                 $17, $17, CASE WHEN $16 THEN NULL ELSE $17::timestamptz END)
         RETURNING *
       )
       SELECT ${requestColumns()} FROM r ${requestJoins()}`,
      [
        values.idWorkspace,
        values.idUser,
        values.kind,
        values.requestType,
        values.idActivity ?? null,
        values.idWorkspaceTime ?? null,
        values.idBreak ?? null,
        values.start,
        values.end,
        values.idProject ?? null,
        values.idTask ?? null,
        values.idCategory ?? null,
        values.tags ?? [],
        values.description ?? null,
        values.reason,
        values.isDraft,
        values.now,
      ],
      tx,
    );
    if (!row) throw new Error('INSERT ... RETURNING answered no row');
    return row;
  }

  /** A request of the workspace, of one of `kinds`, whatever its state. */
  async find(
    idWorkspace: string,
    id: string,
    kinds: readonly RequestKind[],
    tx?: Tx,
  ): Promise<RequestRow | undefined> {
    const [row] = await this.rows(
      `SELECT ${requestColumns()} FROM time_requests r ${requestJoins()}
        WHERE r.id = $1 AND r.id_workspace = $2 AND r.kind = ANY($3::text[])`,
      [id, idWorkspace, kinds],
      tx,
    );
    return row;
  }

  /**
   * Locks a request for review inside `tx`: a second reviewer waits here until the first commits
   * and then reads the reviewed row.
   */
  async lockForReview(
    tx: Tx,
    idWorkspace: string,
    id: string,
    kind: RequestKind,
  ): Promise<RequestRow | undefined> {
    const [row] = await this.rows(
      `SELECT ${requestColumns()} FROM time_requests r ${requestJoins()}
        WHERE r.id = $1 AND r.id_workspace = $2 AND r.kind = $3
        FOR UPDATE OF r`,
      [id, idWorkspace, kind],
      tx,
    );
    return row;
  }

  /** Marks a submitted, open request reviewed; false when it was not (any more). */
  async markReviewed(
    tx: Tx,
    id: string,
    review: { approved: boolean; reviewer: string; now: Date },
  ): Promise<boolean> {
    const rows = await this.rows(
      `UPDATE time_requests
          SET reviewed_at = $2, is_approved = $3, reviewed_by = $4, updated_at = $2
        WHERE id = $1 AND reviewed_at IS NULL AND deleted_at IS NULL AND NOT is_draft
        RETURNING id`,
      [id, review.now, review.approved, review.reviewer],
      tx,
    );
    return rows.length > 0;
  }

  /** The member withdraws an open request (draft or submitted); undefined when none matched. */
  async withdraw(
    who: { idWorkspace: string; idUser: string },
    id: string,
    kinds: readonly RequestKind[],
    now: Date,
  ): Promise<RequestRow | undefined> {
    const [row] = await this.rows(
      `WITH r AS (
         UPDATE time_requests SET deleted_at = $5, updated_at = $5
          WHERE id = $1 AND id_workspace = $2 AND id_user = $3 AND kind = ANY($4::text[])
            AND deleted_at IS NULL AND reviewed_at IS NULL
         RETURNING *
       )
       SELECT ${requestColumns()} FROM r ${requestJoins()}`,
      [id, who.idWorkspace, who.idUser, kinds, now],
    );
    return row;
  }

  /**
   * Restores a withdrawn request to where it stood (draft or submitted). A second open request for
   * the same target makes the unique index refuse (isOpenRequestConflict).
   */
  async restore(
    who: { idWorkspace: string; idUser: string },
    id: string,
    kinds: readonly RequestKind[],
    now: Date,
    tx?: Tx,
  ): Promise<RequestRow | undefined> {
    const [row] = await this.rows(
      `WITH r AS (
         UPDATE time_requests SET deleted_at = NULL, updated_at = $5, notified_at = NULL
          WHERE id = $1 AND id_workspace = $2 AND id_user = $3 AND kind = ANY($4::text[])
            AND deleted_at IS NOT NULL AND reviewed_at IS NULL
         RETURNING *
       )
       SELECT ${requestColumns()} FROM r ${requestJoins()}`,
      [id, who.idWorkspace, who.idUser, kinds, now],
      tx,
    );
    return row;
  }

  /** Fills in a draft's end (and optionally a new start), which submits it for review. */
  async fillDraft(
    who: { idWorkspace: string; idUser: string },
    id: string,
    kind: RequestKind,
    span: { start: Date; end: Date; now: Date },
    tx?: Tx,
  ): Promise<RequestRow | undefined> {
    const [row] = await this.rows(
      `WITH r AS (
         UPDATE time_requests
            SET start_at = $5, end_at = $6, is_draft = false, submitted_at = $7, updated_at = $7
          WHERE id = $1 AND id_workspace = $2 AND id_user = $3 AND kind = $4
            AND is_draft AND deleted_at IS NULL AND reviewed_at IS NULL
         RETURNING *
       )
       SELECT ${requestColumns()} FROM r ${requestJoins()}`,
      [id, who.idWorkspace, who.idUser, kind, span.start, span.end, span.now],
      tx,
    );
    return row;
  }
}
