import { Injectable } from '@nestjs/common';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { memberNameSql } from '#src/modules/members/index.js';
import type { LiveBadge } from './badges.repository.js';

/** A member whose badge goes on a printed document, with their live badge. */
export interface PrintableMember extends LiveBadge {
  idUser: string;
  /** The display name members see: nickname, else full name, else e-mail (members.mapper). */
  name: string;
  role: string;
}

/** Which members a document holds: the given users (live members), or every ACTIVE member of these roles. */
export type PrintSelection = { ids: readonly string[] } | { activeRoles: readonly string[] };

/** Badges read and issued for many members at once, for printed documents. */
@Injectable()
export class BadgeHoldersRepository {
  constructor(private readonly db: Database) {}

  /**
   * The selected live members with their live badge, issuing version 1 to those who have none:
   * two statements whatever the count, so a sheet of a thousand members is not two thousand
   * round trips. Ordered by name, as people look for theirs on a cut sheet.
   */
  async printable(
    idWorkspace: string,
    selection: PrintSelection,
    now: Date,
  ): Promise<PrintableMember[]> {
    const members = this.selected(idWorkspace, selection);
    await this.db.execute(
      sql`INSERT INTO kiosk_badges (id_workspace, id_user, version, issued_at)
          SELECT ${idWorkspace}, m.id_user, 1, ${now} FROM ${members}
           WHERE NOT EXISTS (SELECT 1 FROM kiosk_badges b
                              WHERE b.id_workspace = ${idWorkspace} AND b.id_user = m.id_user)
          ON CONFLICT DO NOTHING`,
    );
    return this.db.rows<PrintableMember>(
      sql`SELECT m.id_user AS "idUser", m.role, b.version, b.issued_at AS "issuedAt",
                 ${memberNameSql('m', 'u')} AS name
            FROM ${members}
            JOIN kiosk_badges b
              ON b.id_workspace = m.id_workspace AND b.id_user = m.id_user
             AND b.revoked_at IS NULL
           ORDER BY name, m.id_user`,
    );
  }

  /** `workspace_members m JOIN users u`, narrowed to the selection: a FROM item. */
  private selected(idWorkspace: string, selection: PrintSelection): Sql {
    const which =
      'ids' in selection
        ? sql`m.id_user = ANY(${[...selection.ids]}::uuid[])`
        : sql`m.status = 'ACTIVE' AND u.deleted_at IS NULL
              AND m.role = ANY(${[...selection.activeRoles]}::text[])`;
    return sql`workspace_members m JOIN users u ON u.id = m.id_user
               AND m.id_workspace = ${idWorkspace} AND m.deleted_at IS NULL AND ${which}`;
  }

  /** The live members among `ids` with their role, for the reach check before anything is issued. */
  async roles(idWorkspace: string, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.db.rows<{ idUser: string; role: string }>(
      sql`SELECT id_user AS "idUser", role FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND deleted_at IS NULL
             AND id_user = ANY(${[...ids]}::uuid[])`,
    );
    return new Map(rows.map((row) => [row.idUser, row.role]));
  }
}
