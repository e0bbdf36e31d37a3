import { Injectable } from '@nestjs/common';
import type { RequestKind, RequestType } from '@punchcard/shared';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import { translateViolations } from '#src/modules/workspace-times/index.js';
import { type RequestRow, requestColumns, requestJoins } from './request-row.js';

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
  constructor(private readonly db: Database) {}

  /**
   * Files a request; a second open request for the same target fails (see isOpenRequestConflict),
   * one proposing time in, or aimed at time in, a sealed payroll period is 409 period_sealed.
   */
  insert(values: NewRequest, tx?: Tx): Promise<RequestRow> {
    const submittedAt = values.isDraft ? null : values.now;
    return refusingSealed(
      this.db.one<RequestRow>(
        sql`WITH r AS (
         INSERT INTO time_requests (id_workspace, id_user, kind, request_type, id_activity,
                                    id_workspace_time, id_break, start_at, end_at, id_project,
                                    id_task, id_category, tags, description, reason, is_draft,
                                    created_at, updated_at, submitted_at)
         VALUES (${values.idWorkspace}, ${values.idUser}, ${values.kind}, ${values.requestType},
                 ${values.idActivity ?? null}, ${values.idWorkspaceTime ?? null},
                 ${values.idBreak ?? null}, ${values.start}, ${values.end},
                 ${values.idProject ?? null}, ${values.idTask ?? null},
                 ${values.idCategory ?? null}, ${values.tags ?? []}::uuid[],
                 ${values.description ?? null}, ${values.reason}, ${values.isDraft},
                 ${values.now}, ${values.now}, ${submittedAt})
         RETURNING *
       )
       SELECT ${requestColumns()} FROM r ${requestJoins()}`,
        tx,
      ),
    );
  }

  /** A request of the workspace, of one of `kinds`, whatever its state. */
  find(
    idWorkspace: string,
    id: string,
    kinds: readonly RequestKind[],
    tx?: Tx,
  ): Promise<RequestRow | undefined> {
    return this.db.maybeOne<RequestRow>(
      sql`SELECT ${requestColumns()} FROM time_requests r ${requestJoins()}
           WHERE r.id = ${id} AND r.id_workspace = ${idWorkspace}
             AND r.kind = ANY(${kinds}::text[])`,
      tx,
    );
  }

  /**
   * Locks a request for review inside `tx`: a second reviewer waits here until the first commits
   * and then reads the reviewed row.
   */
  lockForReview(
    idWorkspace: string,
    id: string,
    kind: RequestKind,
    tx: Tx,
  ): Promise<RequestRow | undefined> {
    return this.db.maybeOne<RequestRow>(
      sql`SELECT ${requestColumns()} FROM time_requests r ${requestJoins()}
           WHERE r.id = ${id} AND r.id_workspace = ${idWorkspace} AND r.kind = ${kind}
           FOR UPDATE OF r`,
      tx,
    );
  }

  /** Marks a submitted, open request reviewed; false when it was not (any more). */
  async markReviewed(
    id: string,
    review: { approved: boolean; reviewer: string; now: Date },
    tx?: Tx,
  ): Promise<boolean> {
    const marked = await this.db.execute(
      sql`UPDATE time_requests
             SET reviewed_at = ${review.now}, is_approved = ${review.approved},
                 reviewed_by = ${review.reviewer}, updated_at = ${review.now}
           WHERE id = ${id} AND reviewed_at IS NULL AND deleted_at IS NULL AND NOT is_draft`,
      tx,
    );
    return marked > 0;
  }

  /** The member withdraws an open request (draft or submitted); undefined when none matched. */
  withdraw(
    who: { idWorkspace: string; idUser: string },
    id: string,
    kinds: readonly RequestKind[],
    now: Date,
  ): Promise<RequestRow | undefined> {
    return this.db.maybeOne<RequestRow>(
      sql`WITH r AS (
         UPDATE time_requests SET deleted_at = ${now}, updated_at = ${now}
          WHERE id = ${id} AND id_workspace = ${who.idWorkspace} AND id_user = ${who.idUser}
            AND kind = ANY(${kinds}::text[]) AND deleted_at IS NULL AND reviewed_at IS NULL
         RETURNING *
       )
       SELECT ${requestColumns()} FROM r ${requestJoins()}`,
    );
  }

  /**
   * Restores a withdrawn request to where it stood (draft or submitted). A second open request for
   * the same target makes the unique index refuse (isOpenRequestConflict).
   */
  restore(
    who: { idWorkspace: string; idUser: string },
    id: string,
    kinds: readonly RequestKind[],
    now: Date,
    tx?: Tx,
  ): Promise<RequestRow | undefined> {
    return this.db.maybeOne<RequestRow>(
      sql`WITH r AS (
         UPDATE time_requests SET deleted_at = NULL, updated_at = ${now}, notified_at = NULL
          WHERE id = ${id} AND id_workspace = ${who.idWorkspace} AND id_user = ${who.idUser}
            AND kind = ANY(${kinds}::text[]) AND deleted_at IS NOT NULL AND reviewed_at IS NULL
         RETURNING *
       )
       SELECT ${requestColumns()} FROM r ${requestJoins()}`,
      tx,
    );
  }

  /**
   * Fills in a draft's end (and optionally a new start), which submits it for review; a span in a
   * sealed payroll period is 409 period_sealed.
   */
  fillDraft(
    who: { idWorkspace: string; idUser: string },
    id: string,
    kind: RequestKind,
    span: { start: Date; end: Date; now: Date },
    tx?: Tx,
  ): Promise<RequestRow | undefined> {
    return refusingSealed(
      this.db.maybeOne<RequestRow>(
        sql`WITH r AS (
         UPDATE time_requests
            SET start_at = ${span.start}, end_at = ${span.end}, is_draft = false,
                submitted_at = ${span.now}, updated_at = ${span.now}
          WHERE id = ${id} AND id_workspace = ${who.idWorkspace} AND id_user = ${who.idUser}
            AND kind = ${kind} AND is_draft AND deleted_at IS NULL AND reviewed_at IS NULL
         RETURNING *
       )
       SELECT ${requestColumns()} FROM r ${requestJoins()}`,
        tx,
      ),
    );
  }
}

/** The seal triggers refuse a request's span like a direct edit's (period_sealed, 409). */
const refusingSealed = <T>(write: Promise<T>): Promise<T> => translateViolations(write, {});
