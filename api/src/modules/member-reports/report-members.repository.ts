import { Injectable } from '@nestjs/common';
import { Database, sql } from '#src/database/sql/index.js';
import { memberNameSql } from '#src/modules/members/index.js';

export interface ReportMemberRow {
  id_user: string;
  name: string;
}

const NAME = memberNameSql('m', 'u');

/** Who a report may be about: the live members of the workspace, whatever their status. */
@Injectable()
export class ReportMembersRepository {
  constructor(private readonly db: Database) {}

  /** Those of `idUsers` who are members, by name then id; the missing ones are not members. */
  members(idWorkspace: string, idUsers: readonly string[]): Promise<ReportMemberRow[]> {
    return this.db.rows<ReportMemberRow>(
      sql`SELECT m.id_user, ${NAME} AS name
            FROM workspace_members m
            JOIN users u ON u.id = m.id_user
           WHERE m.id_workspace = ${idWorkspace}::uuid
             AND m.id_user = ANY(${idUsers}::uuid[]) AND m.deleted_at IS NULL
           ORDER BY lower(${NAME}), m.id_user`,
    );
  }
}
