import { Injectable } from '@nestjs/common';
import type { PresenceEntry } from '@punchcard/shared';
import { epoch } from '#src/database/sql/epoch.js';
import { Database, sql } from '#src/database/sql/index.js';

/**
 * Who is in now: ACTIVE members with an open workspace time, and its open break if any. The
 * name is the workspace's display name without an e-mail address (a kiosk's idle board is seen
 * by anyone passing by): nickname, else full name, else the address's local part.
 */
@Injectable()
export class PresenceRepository {
  constructor(private readonly db: Database) {}

  present(idWorkspace: string): Promise<PresenceEntry[]> {
    return this.db.rows<PresenceEntry>(
      sql`SELECT w.id_user,
                 coalesce(nullif(m.nickname, ''),
                          nullif(btrim(concat_ws(' ', coalesce(m.first_name, u.first_name),
                                                      coalesce(m.last_name, u.last_name))), ''),
                          split_part(u.email, '@', 1)) AS name,
                 m.avatar,
                 CASE WHEN b.id IS NULL THEN 'working' ELSE 'on_break' END AS status,
                 ${epoch('w.start_at')} AS since,
                 ${epoch('b.start_at')} AS break_since
            FROM workspace_times w
            JOIN workspace_members m ON m.id_workspace = w.id_workspace AND m.id_user = w.id_user
                                    AND m.status = 'ACTIVE' AND m.deleted_at IS NULL
            JOIN users u ON u.id = w.id_user AND u.deleted_at IS NULL
            LEFT JOIN breaks b ON b.id_workspace_time = w.id AND b.end_at IS NULL
                              AND b.deleted_at IS NULL
           WHERE w.id_workspace = ${idWorkspace} AND w.end_at IS NULL AND w.deleted_at IS NULL
           ORDER BY name, w.id_user`,
    );
  }
}
