import { Injectable } from '@nestjs/common';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

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
 * The proposed span as a `tstzrange`, the way the exclusion constraints see spans (`[)`, an open
 * one unbounded above); a draft is the single moment of its start.
 */
function proposedRange(span: ProposedSpan): Sql {
  const [lower, upper, bounds] = span.end
    ? [span.start, span.end, '[)']
    : span.open
      ? [span.start, null, '[)']
      : [span.start, span.start, '[]'];
  return sql`tstzrange(${lower}::timestamptz, ${upper}::timestamptz, ${bounds}::text)`;
}

/**
 * The questions filing a request asks before it is stored: a request changes no time, so the
 * constraints of the time tables cannot answer them yet (approval writes, and they decide then).
 */
@Injectable()
export class SpanRequestChecksRepository {
  constructor(private readonly db: Database) {}

  private async exists(query: Sql, tx?: Tx): Promise<boolean> {
    const row = await this.db.maybeOne<{ hit: boolean }>(sql`SELECT EXISTS (${query}) AS hit`, tx);
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
      sql`SELECT 1 FROM workspace_times
           WHERE id_workspace = ${who.idWorkspace} AND id_user = ${who.idUser}
             AND deleted_at IS NULL AND (${excludeId}::uuid IS NULL OR id <> ${excludeId}::uuid)
             AND tstzrange(start_at, COALESCE(end_at, 'infinity'::timestamptz), '[)')
                 && ${proposedRange(span)}`,
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
      sql`SELECT 1 FROM breaks
           WHERE id_workspace_time = ${idWorkspaceTime} AND deleted_at IS NULL
             AND (${excludeId}::uuid IS NULL OR id <> ${excludeId}::uuid)
             AND tstzrange(start_at, COALESCE(end_at, 'infinity'::timestamptz), '[)')
                 && ${proposedRange(span)}`,
      tx,
    );
  }

  /**
   * Whether moving the workspace time to the span would leave one of its live breaks outside it:
   * a break starting earlier, or (when the new end is known) ending later or still running.
   */
  leavesBreakOutside(idWorkspaceTime: string, span: ProposedSpan, tx?: Tx): Promise<boolean> {
    return this.exists(
      sql`SELECT 1 FROM breaks
           WHERE id_workspace_time = ${idWorkspaceTime} AND deleted_at IS NULL
             AND (start_at < ${span.start}
                  OR (${span.end}::timestamptz IS NOT NULL
                      AND (end_at IS NULL OR end_at > ${span.end}::timestamptz)))`,
      tx,
    );
  }
}
