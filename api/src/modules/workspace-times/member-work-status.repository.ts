import { Injectable } from '@nestjs/common';
import { MemberStatus } from '@punchcard/shared';
import { Database, sql } from '#src/database/sql/index.js';

/** One ACTIVE member with their open workspace time and open break, if any. */
export interface MemberWorkStatusRow {
  id_user: string;
  clocked_in_at: Date | null;
  location_in: string | null;
  started_by: string | null;
  break_since: Date | null;
}

/** The live board's read: where the whole team stands, in one statement. */
@Injectable()
export class MemberWorkStatusRepository {
  constructor(private readonly db: Database) {}

  /**
   * Every ACTIVE member of a live account, joined to their open workspace time and its open
   * break: both joins hit the partial unique indexes of open spans, so the board costs one query
   * however large the team.
   */
  forWorkspace(idWorkspace: string): Promise<MemberWorkStatusRow[]> {
    return this.db.rows<MemberWorkStatusRow>(
      sql`SELECT m.id_user, w.start_at AS clocked_in_at, w.location_in, w.started_by,
                 b.start_at AS break_since
            FROM workspace_members m
            JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
            LEFT JOIN workspace_times w
                   ON w.id_workspace = m.id_workspace AND w.id_user = m.id_user
                  AND w.end_at IS NULL AND w.deleted_at IS NULL
            LEFT JOIN breaks b
                   ON b.id_workspace_time = w.id AND b.end_at IS NULL AND b.deleted_at IS NULL
           WHERE m.id_workspace = ${idWorkspace} AND m.deleted_at IS NULL
             AND m.status = ${MemberStatus.Active}
           ORDER BY m.id_user`,
    );
  }
}
