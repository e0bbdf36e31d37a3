import { Injectable } from '@nestjs/common';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/** A proposed activity span in whole unix seconds; no end: it runs. */
export interface ProposedSpan {
  start: number;
  end: number | null;
}

/**
 * The reads activity requests make that the activities module has no use for. Filing writes no
 * activity, so the overlap the database would refuse at approval is looked up instead, with the
 * same range semantics as `activities_no_overlap` (touching spans do not overlap).
 */
@Injectable()
export class ActivityRequestChecksRepository {
  constructor(private readonly db: Database) {}

  /** Whether the member has a live activity overlapping the span, other than `exceptId`. */
  async overlapsLiveActivity(
    who: { idWorkspace: string; idUser: string },
    span: ProposedSpan,
    exceptId: string | null,
    tx?: Tx,
  ): Promise<boolean> {
    const rows = await this.db.rows(
      sql`SELECT 1 FROM activities a
           WHERE a.id_workspace = ${who.idWorkspace} AND a.id_user = ${who.idUser}
             AND a.deleted_at IS NULL AND (${exceptId}::uuid IS NULL OR a.id <> ${exceptId}::uuid)
             AND tstzrange(a.start_at, COALESCE(a.end_at, 'infinity'::timestamptz), '[)')
              && tstzrange(to_timestamp(${span.start}::float8),
                           COALESCE(to_timestamp(${span.end}::float8), 'infinity'::timestamptz),
                           '[)')
           LIMIT 1`,
      tx,
    );
    return rows.length > 0;
  }

  /**
   * The member's membership of the workspace in any status: approval checks the proposed details
   * as the member sees them (their personal tasks, the private projects they belong to).
   */
  async membership(
    idWorkspace: string,
    idUser: string,
    tx?: Tx,
  ): Promise<TableRecord<'workspace_members'> | undefined> {
    const row = await this.db.maybeOne<TableRow<'workspace_members'>>(
      sql`SELECT * FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}`,
      tx,
    );
    return row && camelRow(row);
  }
}
