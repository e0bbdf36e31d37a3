import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RequestKind, RequestStatus } from '@punchcard/shared';
import type { Repository } from 'typeorm';
import { queryRows } from '#src/database/transactions.js';
import type { CursorOrder, RequestCursor } from './request-cursor.js';
import { type RequestRow, requestColumns, requestJoins } from './request-row.js';
import { TimeRequestEntity } from './time-request.entity.js';

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
const STATUS_SQL: Record<RequestStatus, string> = {
  draft: 'r.reviewed_at IS NULL AND r.deleted_at IS NULL AND r.is_draft',
  pending: 'r.reviewed_at IS NULL AND r.deleted_at IS NULL AND NOT r.is_draft',
  approved: 'r.reviewed_at IS NOT NULL AND r.is_approved',
  rejected: 'r.reviewed_at IS NOT NULL AND NOT r.is_approved',
  withdrawn: 'r.reviewed_at IS NULL AND r.deleted_at IS NOT NULL',
};

/** Member lists show the newest first; the pending list the longest waiting first. */
const ORDERS: Record<CursorOrder, { column: string; descending: boolean }> = {
  created: { column: 'r.created_at', descending: true },
  submitted: { column: 'r.submitted_at', descending: false },
};

/** Numbered parameters for statements assembled from optional parts. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A cursor position as a row value comparable with `(column, r.id)`, exact to the microsecond. */
function position(params: Params, micros: string | null, id: string | null): string {
  return `('epoch'::timestamptz + ${params.add(micros)}::bigint * interval '1 microsecond', ${params.add(id)}::uuid)`;
}

function filterSql(filter: RequestFilter, params: Params): string {
  const cutoff = params.add(filter.cutoff);
  const where = [
    `r.id_workspace = ${params.add(filter.idWorkspace)}`,
    `(${cutoff}::timestamptz IS NULL OR r.created_at >= ${cutoff}::timestamptz)`,
  ];
  if (filter.scope === 'members') {
    where.push(`r.kind = ${params.add(filter.kind)}`);
    where.push(`r.id_user = ANY(${params.add(filter.idUsers)}::uuid[])`);
    if (filter.status) where.push(`(${STATUS_SQL[filter.status]})`);
  } else {
    where.push(`r.kind = ANY(${params.add(filter.kinds)}::text[])`);
    where.push(STATUS_SQL.pending);
    where.push(`r.id_user IS DISTINCT FROM ${params.add(filter.excludeUser)}::uuid`);
  }
  return where.join(' AND ');
}

/**
 * The reads of the requests screens: lists with keyset or offset paging, and the per-member
 * counts. Counts are aggregates over the rows (`COUNT(*) FILTER`), never stored numbers.
 */
@Injectable()
export class RequestReadsRepository {
  constructor(
    @InjectRepository(TimeRequestEntity)
    private readonly requests: Repository<TimeRequestEntity>,
  ) {}

  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return queryRows<T>(this.requests.manager, sql, params);
  }

  /** One page of the filtered requests, in display order whichever way it was read. */
  async page(filter: RequestFilter, window: ListWindow): Promise<ListedRow[]> {
    const params = new Params();
    const { column, descending } = ORDERS[window.order];
    const where = [filterSql(filter, params)];
    const { cursor } = window;
    if (cursor) {
      const after = descending !== window.backwards ? '<' : '>';
      where.push(`(${column}, r.id) ${after} ${position(params, cursor.micros, cursor.id)}`);
    }
    // Backwards reads the rows nearest the cursor first, then turns them around.
    const direction = descending !== window.backwards ? 'DESC' : 'ASC';
    const rows = await this.rows<ListedRow>(
      `SELECT ${requestColumns()},
              (extract(epoch FROM ${column}) * 1000000)::bigint::text AS cursor_micros
         FROM time_requests r ${requestJoins()}
        WHERE ${where.join(' AND ')}
        ORDER BY ${column} ${direction}, r.id ${direction}
        LIMIT ${params.add(window.limit)} OFFSET ${params.add(window.offset)}`,
      params.values,
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
    const params = new Params();
    const { column, descending } = ORDERS[order];
    const where = filterSql(filter, params);
    const before = position(params, first?.cursor_micros ?? null, first?.id ?? null);
    const after = position(params, last?.cursor_micros ?? null, last?.id ?? null);
    const [row] = await this.rows<ListCounts>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE (${column}, r.id) ${descending ? '>' : '<'} ${before})::int AS before,
              count(*) FILTER (WHERE (${column}, r.id) ${descending ? '<' : '>'} ${after})::int AS after
         FROM time_requests r
        WHERE ${where}`,
      params.values,
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
    return this.rows<SummaryRow>(
      `SELECT r.id_user,
              count(*) FILTER (WHERE NOT r.is_draft)::int AS pending_requests,
              count(*) FILTER (WHERE r.is_draft)::int AS draft_pending_requests
         FROM time_requests r
        WHERE r.id_workspace = $1 AND r.reviewed_at IS NULL AND r.deleted_at IS NULL
          AND (r.id_user = $2 OR r.kind = ANY($3::text[]))
          AND ($4::timestamptz IS NULL OR r.created_at >= $4)
        GROUP BY r.id_user
        ORDER BY pending_requests DESC, draft_pending_requests DESC, r.id_user`,
      [idWorkspace, idUser, kinds, cutoff],
    );
  }

  /** Which of `idUsers` are or were members of the workspace (their requests stay readable). */
  async membersAmong(idWorkspace: string, idUsers: readonly string[]): Promise<Set<string>> {
    const rows = await this.rows<{ id_user: string }>(
      `SELECT m.id_user FROM workspace_members m
         JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
        WHERE m.id_workspace = $1 AND m.id_user = ANY($2::uuid[])`,
      [idWorkspace, idUsers],
    );
    return new Set(rows.map((row) => row.id_user));
  }
}
