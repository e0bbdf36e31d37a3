import { Injectable } from '@nestjs/common';
import { MemberStatus } from '@punchcard/shared';
import { Database, type Sql, sql } from '#src/database/sql/index.js';

/** Who asks for a file: the account, and the one workspace an API key is bound to. */
export interface UploadViewer {
  idUser: string;
  /** Set for API-key calls: only files of this workspace are reachable. */
  keyWorkspace: string | null;
}

/**
 * The rows pointing at the file at `url`, each with its workspace (and member, for a member's
 * picture): every upload belongs to the workspace of the row that points at it. Kiosk selfies
 * are not pictures anyone in the workspace may see: they have their own rule (`selfieOf`).
 */
function ownersOf(url: string): Sql {
  return sql`SELECT id AS id_workspace, NULL::uuid AS id_user FROM workspaces WHERE avatar = ${url}
             UNION ALL
             SELECT id_workspace, id_user FROM workspace_members WHERE avatar = ${url}
             UNION ALL
             SELECT id_workspace, NULL::uuid FROM clients WHERE avatar = ${url}`;
}

@Injectable()
export class UploadsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Whether the viewer may read the file at `url`: an ACTIVE member of a live workspace it
   * belongs to (any role: guests see the member list and the workspace these pictures decorate),
   * or the member whose own picture it is, whatever their status. An API key reaches only its
   * own workspace's files. A file no row points at belongs to nobody.
   */
  async canRead(url: string, viewer: UploadViewer): Promise<boolean> {
    const row = await this.db.one<{ allowed: boolean }>(
      sql`WITH owners AS (${ownersOf(url)})
          SELECT EXISTS (
            SELECT 1 FROM owners o
             WHERE ${viewer.keyWorkspace ? sql`o.id_workspace = ${viewer.keyWorkspace}` : sql`true`}
               AND (o.id_user = ${viewer.idUser}
                    OR EXISTS (SELECT 1 FROM workspace_members v
                                 JOIN workspaces w ON w.id = v.id_workspace AND w.deleted_at IS NULL
                                WHERE v.id_workspace = o.id_workspace AND v.id_user = ${viewer.idUser}
                                  AND v.status = ${MemberStatus.Active} AND v.deleted_at IS NULL))
          ) AS allowed`,
    );
    return row.allowed;
  }

  /** The kiosk selfie stored at `url`: whose workspace, and whose face once a punch names it. */
  selfieOf(url: string): Promise<{ idWorkspace: string; idUser: string | null } | undefined> {
    return this.db.maybeOne<{ idWorkspace: string; idUser: string | null }>(
      sql`SELECT id_workspace AS "idWorkspace", id_user AS "idUser" FROM selfies WHERE file = ${url}`,
    );
  }
}
