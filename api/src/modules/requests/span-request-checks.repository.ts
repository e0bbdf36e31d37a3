import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';

/**
 * A span a workspace time or break request proposes: closed (`end` set), running on from `start`
 * (`open`: the edit of a running target), or a draft whose end is not known yet, of which only
 * the start can be checked.
 */
export interface ProposedSpan {
  start: Date;
  end: Date | null;
  open: boolean;
}

/**
 * The proposed span as `tstzrange(lower, upper, bounds)` parameters, the way the exclusion
 * constraints see spans (`[)`, an open one unbounded above); a draft is the single moment of its
 * start.
 */
function rangeParams(span: ProposedSpan): [Date, Date | null, string] {
  if (span.end) return [span.start, span.end, '[)'];
  return span.open ? [span.start, null, '[)'] : [span.start, span.start, '[]'];
}

/**
 * The questions filing a request asks before it is stored: a request changes no time, so the
 * constraints of the time tables cannot answer them yet (approval writes, and they decide then).
 */
@Injectable()
export class SpanRequestChecksRepository {
  constructor(private readonly dataSource: DataSource) {}

  private async exists(sql: string, params: unknown[], tx?: Tx): Promise<boolean> {
    const [row] = await queryRows<{ hit: boolean }>(
      tx ?? this.dataSource.manager,
      `SELECT EXISTS (${sql}) AS hit`,
      params,
    );
    return row?.hit === true;
  }

  /** Whether the span meets a live workspace time of the member other than `excludeId`. */
  overlapsWorkspaceTime(
    who: { idWorkspace: string; idUser: string },
    span: ProposedSpan,
    excludeId: string | null,
    tx?: Tx,
  ): Promise<boolean> {
    return this.exists(
      `SELECT 1 FROM workspace_times
        WHERE id_workspace = $1 AND id_user = $2 AND deleted_at IS NULL
          AND ($6::uuid IS NULL OR id <> $6)
          AND tstzrange(start_at, COALESCE(end_at, 'infinity'::timestamptz), '[)')
              && tstzrange($3::timestamptz, $4::timestamptz, $5::text)`,
      [who.idWorkspace, who.idUser, ...rangeParams(span), excludeId],
      tx,
    );
  }

  /** Whether the span meets a live break of the workspace time other than `excludeId`. */
  overlapsBreak(
    idWorkspaceTime: string,
    span: ProposedSpan,
    excludeId: string | null,
    tx?: Tx,
  ): Promise<boolean> {
    return this.exists(
      `SELECT 1 FROM breaks
        WHERE id_workspace_time = $1 AND deleted_at IS NULL
          AND ($5::uuid IS NULL OR id <> $5)
          AND tstzrange(start_at, COALESCE(end_at, 'infinity'::timestamptz), '[)')
              && tstzrange($2::timestamptz, $3::timestamptz, $4::text)`,
      [idWorkspaceTime, ...rangeParams(span), excludeId],
      tx,
    );
  }

  /**
   * Whether moving the workspace time to the span would leave one of its live breaks outside it:
   * a break starting earlier, or (when the new end is known) ending later or still running.
   */
  leavesBreakOutside(idWorkspaceTime: string, span: ProposedSpan, tx?: Tx): Promise<boolean> {
    return this.exists(
      `SELECT 1 FROM breaks
        WHERE id_workspace_time = $1 AND deleted_at IS NULL
          AND (start_at < $2 OR ($3::timestamptz IS NOT NULL AND (end_at IS NULL OR end_at > $3)))`,
      [idWorkspaceTime, span.start, span.end],
      tx,
    );
  }
}
