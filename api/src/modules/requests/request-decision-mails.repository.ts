import { Injectable } from '@nestjs/common';
import { Database, sql, type TableRow } from '#src/database/sql/index.js';
import { memberNameSql } from '#src/modules/members/index.js';

/** What a decision e-mail needs besides the request: where it goes, the place and who decided. */
export type DecisionMailRow = Pick<TableRow<'users'>, 'email' | 'locale'> & {
  workspace_name: string;
  time_zone: string;
  reviewer_name: string;
};

@Injectable()
export class RequestDecisionMailsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The member's address and language, the workspace, and the reviewer's display name (as
   * `memberNameSql` names members). Nothing for a deleted account.
   */
  recipient(
    idWorkspace: string,
    idMember: string,
    idReviewer: string,
  ): Promise<DecisionMailRow | undefined> {
    return this.db.maybeOne<DecisionMailRow>(
      sql`SELECT u.email, u.locale, w.name AS workspace_name, w.time_zone,
                 ${memberNameSql('rm', 'ru')} AS reviewer_name
            FROM users u
            JOIN workspaces w ON w.id = ${idWorkspace}
            JOIN users ru ON ru.id = ${idReviewer}
            LEFT JOIN workspace_members rm ON rm.id_workspace = w.id AND rm.id_user = ru.id
           WHERE u.id = ${idMember} AND u.deleted_at IS NULL`,
    );
  }
}
