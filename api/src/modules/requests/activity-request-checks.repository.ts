import { Injectable } from '@nestjs/common';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { WorkspaceMemberEntity } from '#src/modules/members/workspace-member.entity.js';

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
  /** Whether the member has a live activity overlapping the span, other than `exceptId`. */
  async overlapsLiveActivity(
    tx: Tx,
    who: { idWorkspace: string; idUser: string },
    span: ProposedSpan,
    exceptId: string | null = null,
  ): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `SELECT 1 FROM activities a
        WHERE a.id_workspace = $1 AND a.id_user = $2 AND a.deleted_at IS NULL
          AND ($5::uuid IS NULL OR a.id <> $5::uuid)
          AND tstzrange(a.start_at, COALESCE(a.end_at, 'infinity'::timestamptz), '[)')
           && tstzrange(to_timestamp($3::float8),
                        COALESCE(to_timestamp($4::float8), 'infinity'::timestamptz), '[)')
        LIMIT 1`,
      [who.idWorkspace, who.idUser, span.start, span.end, exceptId],
    );
    return rows.length > 0;
  }

  /**
   * The member's membership of the workspace in any status: approval checks the proposed details
   * as the member sees them (their personal tasks, the private projects they belong to).
   */
  membership(tx: Tx, idWorkspace: string, idUser: string): Promise<WorkspaceMemberEntity | null> {
    return tx.getRepository(WorkspaceMemberEntity).findOne({ where: { idWorkspace, idUser } });
  }
}
