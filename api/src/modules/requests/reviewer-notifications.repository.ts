import { Injectable } from '@nestjs/common';
import { type PermissionGrant, parsePermission, parseRole } from '@punchcard/shared';
import { Database, type Sql, sql, type TableRow } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import { type RequestRow, requestColumns, requestJoins } from './request-row.js';

/** Submitted, open, and not yet in any reviewer e-mail. */
const unnotified = (alias: string): Sql =>
  sql.raw(`${alias}.reviewed_at IS NULL AND ${alias}.deleted_at IS NULL AND NOT ${alias}.is_draft
   AND ${alias}.notified_at IS NULL`);

export type DigestWorkspaceRow = Pick<TableRow<'workspaces'>, 'name' | 'plan' | 'time_zone'>;

/** An ACTIVE member who might review, with what their e-mail needs. */
export type CandidateReviewerRow = Pick<TableRow<'workspace_members'>, 'id_user' | 'role'> &
  Pick<TableRow<'users'>, 'email' | 'locale'>;

/**
 * Which requests reviewers still have to hear about, and who they are. A claim marks requests
 * notified in one statement, so instances running the same job never mail one request twice.
 */
@Injectable()
export class ReviewerNotificationsRepository {
  constructor(private readonly db: Database) {}

  /** Workspaces whose longest-waiting unannounced request was submitted at `dueBefore` or earlier. */
  async dueWorkspaces(dueBefore: Date): Promise<string[]> {
    const rows = await this.db.rows<{ id_workspace: string }>(
      sql`SELECT r.id_workspace FROM time_requests r
           WHERE ${unnotified('r')}
           GROUP BY r.id_workspace
          HAVING min(r.submitted_at) <= ${dueBefore}
           ORDER BY min(r.submitted_at)`,
    );
    return rows.map((row) => row.id_workspace);
  }

  /**
   * Marks every unannounced request of the workspace notified, if the longest waiting one is due,
   * and answers them oldest first. The transaction-scoped lock makes a second instance wait and
   * then see the requests claimed, so two digests of a workspace are always a window apart.
   */
  async claim(idWorkspace: string, dueBefore: Date, now: Date, tx: Tx): Promise<RequestRow[]> {
    await this.db.rows(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reviewer-digest:${idWorkspace}`}, 0))`,
      tx,
    );
    return this.db.rows<RequestRow>(
      sql`WITH claimed AS (
         UPDATE time_requests r SET notified_at = ${now}
          WHERE r.id_workspace = ${idWorkspace} AND ${unnotified('r')}
            AND EXISTS (SELECT 1 FROM time_requests d
                         WHERE d.id_workspace = ${idWorkspace} AND ${unnotified('d')}
                           AND d.submitted_at <= ${dueBefore})
         RETURNING r.*
       )
       SELECT ${requestColumns('claimed')} FROM claimed ${requestJoins('claimed')}
        ORDER BY claimed.submitted_at, claimed.id`,
      tx,
    );
  }

  workspace(idWorkspace: string): Promise<DigestWorkspaceRow | undefined> {
    return this.db.maybeOne<DigestWorkspaceRow>(
      sql`SELECT name, plan, time_zone FROM workspaces
           WHERE id = ${idWorkspace} AND deleted_at IS NULL`,
    );
  }

  /** ACTIVE members of live accounts: whoever of them holds a kind's permission reviews it. */
  candidates(idWorkspace: string): Promise<CandidateReviewerRow[]> {
    return this.db.rows<CandidateReviewerRow>(
      sql`SELECT m.id_user, m.role, u.email, u.locale
            FROM workspace_members m JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
           WHERE m.id_workspace = ${idWorkspace} AND m.status = 'ACTIVE' AND m.deleted_at IS NULL
           ORDER BY u.email`,
    );
  }

  /** The workspace's role -> permission map, as the permissions module stores it. */
  async grants(idWorkspace: string): Promise<PermissionGrant[]> {
    const rows = await this.db.rows<
      Pick<TableRow<'permissions'>, 'permission'> &
        Pick<TableRow<'workspace_permissions'>, 'member_role'>
    >(
      sql`SELECT p.permission, g.member_role
            FROM workspace_permissions g JOIN permissions p ON p.id = g.id_permission
           WHERE g.id_workspace = ${idWorkspace}`,
    );
    return rows.flatMap((row) => {
      const permission = parsePermission(row.permission);
      const role = parseRole(row.member_role);
      return permission && role ? [{ permission, role }] : [];
    });
  }
}
