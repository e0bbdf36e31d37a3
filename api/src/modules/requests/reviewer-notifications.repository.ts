import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type PermissionGrant, parsePermission, parseRole } from '@punchcard/shared';
import type { Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { type RequestRow, requestColumns, requestJoins } from './request-row.js';
import { TimeRequestEntity } from './time-request.entity.js';

/** Submitted, open, and not yet in any reviewer e-mail. */
const unnotified = (alias: string) =>
  `${alias}.reviewed_at IS NULL AND ${alias}.deleted_at IS NULL AND NOT ${alias}.is_draft
   AND ${alias}.notified_at IS NULL`;

export interface DigestWorkspaceRow {
  name: string;
  plan: string;
  time_zone: string;
}

/** An ACTIVE member who might review, with what their e-mail needs. */
export interface CandidateReviewerRow {
  id_user: string;
  role: string;
  email: string;
  locale: string;
}

/**
 * Which requests reviewers still have to hear about, and who they are. A claim marks requests
 * notified in one statement, so instances running the same job never mail one request twice.
 */
@Injectable()
export class ReviewerNotificationsRepository {
  constructor(
    @InjectRepository(TimeRequestEntity)
    private readonly requests: Repository<TimeRequestEntity>,
  ) {}

  private rows<T>(sql: string, params: unknown[], tx?: Tx): Promise<T[]> {
    return queryRows<T>(tx ?? this.requests.manager, sql, params);
  }

  /** Workspaces whose longest-waiting unannounced request was submitted at `dueBefore` or earlier. */
  async dueWorkspaces(dueBefore: Date): Promise<string[]> {
    const rows = await this.rows<{ id_workspace: string }>(
      `SELECT r.id_workspace FROM time_requests r
        WHERE ${unnotified('r')}
        GROUP BY r.id_workspace
       HAVING min(r.submitted_at) <= $1
        ORDER BY min(r.submitted_at)`,
      [dueBefore],
    );
    return rows.map((row) => row.id_workspace);
  }

  /**
   * Marks every unannounced request of the workspace notified, if the longest waiting one is due,
   * and answers them oldest first. The transaction-scoped lock makes a second instance wait and
   * then see the requests claimed, so two digests of a workspace are always a window apart.
   */
  async claim(tx: Tx, idWorkspace: string, dueBefore: Date, now: Date): Promise<RequestRow[]> {
    await this.rows(
      `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`,
      [`reviewer-digest:${idWorkspace}`],
      tx,
    );
    return this.rows<RequestRow>(
      `WITH claimed AS (
         UPDATE time_requests r SET notified_at = $3
          WHERE r.id_workspace = $1 AND ${unnotified('r')}
            AND EXISTS (SELECT 1 FROM time_requests d
                         WHERE d.id_workspace = $1 AND ${unnotified('d')} AND d.submitted_at <= $2)
         RETURNING r.*
       )
       SELECT ${requestColumns('claimed')} FROM claimed ${requestJoins('claimed')}
        ORDER BY claimed.submitted_at, claimed.id`,
      [idWorkspace, dueBefore, now],
      tx,
    );
  }

  async workspace(idWorkspace: string): Promise<DigestWorkspaceRow | undefined> {
    const [row] = await this.rows<DigestWorkspaceRow>(
      `SELECT name, plan, time_zone FROM workspaces WHERE id = $1 AND deleted_at IS NULL`,
      [idWorkspace],
    );
    return row;
  }

  /** ACTIVE members of live accounts: whoever of them holds a kind's permission reviews it. */
  candidates(idWorkspace: string): Promise<CandidateReviewerRow[]> {
    return this.rows<CandidateReviewerRow>(
      `SELECT m.id_user, m.role, u.email, u.locale
         FROM workspace_members m JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
        WHERE m.id_workspace = $1 AND m.status = 'ACTIVE' AND m.deleted_at IS NULL
        ORDER BY u.email`,
      [idWorkspace],
    );
  }

  /** The workspace's role -> permission map, as the permissions module stores it. */
  async grants(idWorkspace: string): Promise<PermissionGrant[]> {
    const rows = await this.rows<{ permission: string; member_role: string }>(
      `SELECT p.permission, g.member_role
         FROM workspace_permissions g JOIN permissions p ON p.id = g.id_permission
        WHERE g.id_workspace = $1`,
      [idWorkspace],
    );
    return rows.flatMap((row) => {
      const permission = parsePermission(row.permission);
      const role = parseRole(row.member_role);
      return permission && role ? [{ permission, role }] : [];
    });
  }
}
