import { Injectable } from '@nestjs/common';
import type { RequestKind, RequestStatus } from '@punchcard/shared';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { retained } from '#src/database/sql/retained.js';
import type { CursorOrder, RequestCursor } from './request-cursor.js';
import { type RequestRow, requestColumns, requestJoins } from './request-row.js';

/** Which requests a list shows. Rows created before `cutoff` are beyond the plan's retention. */
export type RequestFilter =
  | {
      /** Requests of one kind filed by these members, optionally in one status. */
      scope: 'members';
      idWorkspace: string;
      kind: RequestKind;
      idUsers: readonly string[];
      status?: RequestStatus;
      cutoff: Date | null;
    }
  | {
      /** Submitted requests awaiting review, of these kinds, optionally not of one member. */
      scope: 'awaiting-review';
      idWorkspace: string;
      kinds: readonly RequestKind[];
      excludeUser: string | null;
      cutoff: Date | null;
    };

/** One page: from a cursor (forwards or backwards) or at an offset, in display order. */
export interface ListWindow {
  order: CursorOrder;
  cursor: RequestCursor | null;
  backwards: boolean;
  offset: number;
  limit: number;
}

/** A listed row with the position a cursor names. */
export type ListedRow = RequestRow & { cursor_micros: string };

/** How many rows match, and how many lie before the first and after the last of a page. */
export interface ListCounts {
  total: number;
  before: number;
  after: number;
}

export interface SummaryRow {
  id_user: string;
  pending_requests: number;
  draft_pending_requests: number;
}

/** Each status as a condition on the columns, agreeing with request.mapper's `requestStatus`. */
const STATUS_SQL: Record<RequestStatus, Sql> = {
  draft: sql`r.reviewed_at IS NULL AND r.deleted_at IS NULL AND r.is_draft`,
  pending: sql`r.reviewed_at IS NULL AND r.deleted_at IS NULL AND NOT r.is_draft`,
  approved: sql`r.reviewed_at IS NOT NULL AND r.is_approved`,
  rejected: sql`r.reviewed_at IS NOT NULL AND NOT r.is_approved`,
  withdrawn: sql`r.reviewed_at IS NULL AND r.deleted_at IS NOT NULL`,
};

/** Member lists show the newest first; the pending list the longest waiting first. */
const ORDERS: Record<CursorOrder, { column: Sql; descending: boolean }> = {
  created: { column: sql.raw('r.created_at'), descending: true },
  submitted: { column: sql.raw('r.submitted_at'), descending: false },
};

/** A cursor position as a row value comparable with `(column, r.id)`, exact to the microsecond. */
function position(micros: string | null, id: string | null): Sql {
  return sql`('epoch'::timestamptz + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`;
}

function filterSql(filter: RequestFilter): Sql {
  const where = [
    sql`r.id_workspace = ${filter.idWorkspace}`,
    retained(filter.cutoff, 'r.created_at'),
  ];
  if (filter.scope === 'members') {
    where.push(sql`r.kind = ${filter.kind}`);
    where.push(sql`r.id_user = ANY(${filter.idUsers}::uuid[])`);
    if (filter.status) where.push(sql`(${STATUS_SQL[filter.status]})`);
  } else {
    where.push(sql`r.kind = ANY(${filter.kinds}::text[])`);
    where.push(STATUS_SQL.pending);
    where.push(sql`r.id_user IS DISTINCT FROM ${filter.excludeUser}::uuid`);
  }
  return sql.join(where, sql` AND `);
}

/**
 * The reads of the requests screens: lists with keyset or offset paging, and the per-member
 * counts. Counts are aggregates over the rows (`COUNT(*) FILTER`), never stored numbers.
 */
@Injectable()
export class RequestReadsRepository {
  constructor(private readonly db: Database) {}

  /** One page of the filtered requests, in display order whichever way it was read. */
  async page(filter: RequestFilter, window: ListWindow): Promise<ListedRow[]> {
    const { column, descending } = ORDERS[window.order];
    const where = [filterSql(filter)];
    const { cursor } = window;
    if (cursor) {
      const after = sql.raw(descending !== window.backwards ? '<' : '>');
      where.push(sql`(${column}, r.id) ${after} ${position(cursor.micros, cursor.id)}`);
    }
    // Backwards reads the rows nearest the cursor first, then turns them around.
    const direction = sql.raw(descending !== window.backwards ? 'DESC' : 'ASC');
    const rows = await this.db.rows<ListedRow>(
      sql`SELECT ${requestColumns()},
                 (extract(epoch FROM ${column}) * 1000000)::bigint::text AS cursor_micros
            FROM time_requests r ${requestJoins()}
           WHERE ${sql.join(where, sql` AND `)}
           ORDER BY ${column} ${direction}, r.id ${direction}
           LIMIT ${window.limit} OFFSET ${window.offset}`,
    );
    return cursor && window.backwards ? rows.reverse() : rows;
  }

  /** The filter's total, and the rows before `first` and after `last` in display order. */
  async counts(
    filter: RequestFilter,
    order: CursorOrder,
    first: ListedRow | undefined,
    last: ListedRow | undefined,
  ): Promise<ListCounts> {
    const { column, descending } = ORDERS[order];
    const before = position(first?.cursor_micros ?? null, first?.id ?? null);
    const after = position(last?.cursor_micros ?? null, last?.id ?? null);
    const row = await this.db.maybeOne<ListCounts>(
      sql`SELECT count(*)::int AS total,
                 count(*) FILTER (WHERE (${column}, r.id) ${sql.raw(descending ? '>' : '<')} ${before})::int
                   AS before,
                 count(*) FILTER (WHERE (${column}, r.id) ${sql.raw(descending ? '<' : '>')} ${after})::int
                   AS after
            FROM time_requests r
           WHERE ${filterSql(filter)}`,
    );
    return row ?? { total: 0, before: 0, after: 0 };
  }

  /**
   * Open requests (submitted and drafts) per member: the caller's own of every kind and, of the
   * kinds in `kinds`, everyone's. Members without any are left out.
   */
  summary(
    idWorkspace: string,
    idUser: string,
    kinds: readonly RequestKind[],
    cutoff: Date | null,
  ): Promise<SummaryRow[]> {
    return this.db.rows<SummaryRow>(
      sql`SELECT r.id_user,
                 count(*) FILTER (WHERE NOT r.is_draft)::int AS pending_requests,
                 count(*) FILTER (WHERE r.is_draft)::int AS draft_pending_requests
            FROM time_requests r
           WHERE r.id_workspace = ${idWorkspace} AND r.reviewed_at IS NULL
             AND r.deleted_at IS NULL
             AND (r.id_user = ${idUser} OR r.kind = ANY(${kinds}::text[]))
             AND ${retained(cutoff, 'r.created_at')}
           GROUP BY r.id_user
           ORDER BY pending_requests DESC, draft_pending_requests DESC, r.id_user`,
    );
  }

  /** Which of `idUsers` are or were members of the workspace (their requests stay readable). */
  async membersAmong(idWorkspace: string, idUsers: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.rows<{ id_user: string }>(
      sql`SELECT m.id_user FROM workspace_members m
            JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
           WHERE m.id_workspace = ${idWorkspace} AND m.id_user = ANY(${idUsers}::uuid[])`,
    );
    return new Set(rows.map((row) => row.id_user));
  }
}
