import { Injectable } from '@nestjs/common';
import {
  camelRow,
  Database,
  type Sql,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export type InvitationRecord = TableRecord<'invitations'>;

/** A live invitation as lists show it, with the invitee's account when the e-mail has one. */
export interface LiveInvitationRow {
  invitation: InvitationRecord;
  idUser: string | null;
}

/** What the public look-up of a token reads. */
export interface InvitationLookupRow {
  invitation: InvitationRecord;
  workspaceName: string;
  hasAccount: boolean;
}

/** An invitation accepted together with the one a token named. */
export type AcceptedInvitation = Pick<
  TableRow<'invitations'>,
  'id' | 'role' | 'id_project' | 'created_at'
>;

/** "Live": sent, and not yet accepted, revoked (superseded) or expired, over the alias `i`. */
function live(now: Date): Sql {
  return sql`i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > ${now}`;
}

@Injectable()
export class InvitationsRepository {
  constructor(private readonly db: Database) {}

  /** Live accounts among these (normalised) e-mails. */
  usersByEmail(emails: string[], tx?: Tx): Promise<Pick<TableRow<'users'>, 'id' | 'email'>[]> {
    return this.db.rows(
      sql`SELECT id, email FROM users WHERE email = ANY(${emails}::text[]) AND deleted_at IS NULL`,
      tx,
    );
  }

  /** The role each of these e-mails was last invited with, for those with a live invitation. */
  async liveRoles(
    idWorkspace: string,
    emails: string[],
    now: Date,
    tx?: Tx,
  ): Promise<Map<string, string>> {
    const rows = await this.db.rows<Pick<TableRow<'invitations'>, 'email' | 'role'>>(
      sql`SELECT DISTINCT ON (i.email) i.email, i.role FROM invitations i
           WHERE i.id_workspace = ${idWorkspace} AND ${live(now)}
             AND i.email = ANY(${emails}::text[])
           ORDER BY i.email, i.created_at DESC`,
      tx,
    );
    return new Map(rows.map((row) => [row.email, row.role]));
  }

  /** A new invitation of the same e-mail to the same place supersedes the live one. */
  async revokeLive(
    idWorkspace: string,
    email: string,
    idProject: string | null,
    now: Date,
    tx?: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`UPDATE invitations i SET revoked_at = ${now}
           WHERE i.id_workspace = ${idWorkspace} AND ${live(now)} AND i.email = ${email}
             AND i.id_project IS NOT DISTINCT FROM ${idProject}::uuid`,
      tx,
    );
  }

  /** Re-inviting with another role changes it on every live invitation of the e-mail. */
  async setLiveRole(
    idWorkspace: string,
    email: string,
    role: string,
    now: Date,
    tx?: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`UPDATE invitations i SET role = ${role}
           WHERE i.id_workspace = ${idWorkspace} AND ${live(now)} AND i.email = ${email}`,
      tx,
    );
  }

  async create(
    values: Pick<
      InvitationRecord,
      | 'idWorkspace'
      | 'email'
      | 'role'
      | 'kind'
      | 'idProject'
      | 'tokenHash'
      | 'locale'
      | 'invitedBy'
      | 'expiresAt'
    >,
    tx?: Tx,
  ): Promise<InvitationRecord> {
    const row = await this.db.one<TableRow<'invitations'>>(
      sql`INSERT INTO invitations (id_workspace, email, role, kind, id_project, token_hash, locale,
                                   invited_by, expires_at)
          VALUES (${values.idWorkspace}, ${values.email}, ${values.role}, ${values.kind},
                  ${values.idProject}, ${values.tokenHash}, ${values.locale}, ${values.invitedBy},
                  ${values.expiresAt})
          RETURNING *`,
      tx,
    );
    return camelRow(row);
  }

  /**
   * The live invitation a token names, if its workspace still exists; locked for the rest of the
   * transaction when `lock` (only inside one).
   */
  async findLiveByTokenHash(
    tokenHash: string,
    now: Date,
    lock: boolean,
    tx?: Tx,
  ): Promise<InvitationRecord | null> {
    const row = await this.db.maybeOne<TableRow<'invitations'>>(
      sql`SELECT i.* FROM invitations i
            JOIN workspaces w ON w.id = i.id_workspace AND w.deleted_at IS NULL
           WHERE i.token_hash = ${tokenHash} AND ${live(now)}
           ${lock ? sql`FOR UPDATE OF i` : sql.empty}`,
      tx,
    );
    return row ? camelRow(row) : null;
  }

  /**
   * The public look-up of a token: its live invitation with the workspace's name and whether the
   * invited e-mail has an account; null for unknown, used, revoked and expired tokens alike.
   */
  async lookupByTokenHash(tokenHash: string, now: Date): Promise<InvitationLookupRow | null> {
    const row = await this.db.maybeOne<
      TableRow<'invitations'> & { workspace_name: string; has_account: boolean }
    >(
      sql`SELECT i.*, w.name AS workspace_name,
                 EXISTS (SELECT 1 FROM users u WHERE u.email = i.email AND u.deleted_at IS NULL)
                   AS has_account
            FROM invitations i
            JOIN workspaces w ON w.id = i.id_workspace AND w.deleted_at IS NULL
           WHERE i.token_hash = ${tokenHash} AND ${live(now)}`,
    );
    if (!row) return null;
    const { workspace_name, has_account, ...invitation } = row;
    return {
      invitation: camelRow(invitation),
      workspaceName: workspace_name,
      hasAccount: has_account,
    };
  }

  /** One live invitation of the workspace by id, with the invitee's account when there is one. */
  async findLive(idWorkspace: string, id: string, now: Date): Promise<LiveInvitationRow | null> {
    const row = await this.db.maybeOne<TableRow<'invitations'> & { invitee_id: string | null }>(
      sql`SELECT i.*, u.id AS invitee_id FROM invitations i
            LEFT JOIN users u ON u.email = i.email AND u.deleted_at IS NULL
           WHERE i.id_workspace = ${idWorkspace} AND ${live(now)} AND i.id = ${id}`,
    );
    if (!row) return null;
    const { invitee_id, ...invitation } = row;
    return { invitation: camelRow(invitation), idUser: invitee_id };
  }

  /** Accepts every live invitation of the e-mail to the workspace; newest first. */
  consumeAll(
    idWorkspace: string,
    email: string,
    now: Date,
    tx?: Tx,
  ): Promise<AcceptedInvitation[]> {
    return this.db.rows<AcceptedInvitation>(
      sql`WITH accepted AS (
            UPDATE invitations i SET accepted_at = ${now}
             WHERE i.id_workspace = ${idWorkspace} AND ${live(now)} AND i.email = ${email}
             RETURNING i.id, i.role, i.id_project, i.created_at)
          SELECT * FROM accepted ORDER BY created_at DESC`,
      tx,
    );
  }

  /** A project that is neither deleted nor archived, in this workspace. */
  liveProject(
    idWorkspace: string,
    idProject: string,
    tx?: Tx,
  ): Promise<Pick<TableRow<'projects'>, 'id' | 'name'> | undefined> {
    return this.db.maybeOne(
      sql`SELECT id, name FROM projects
           WHERE id = ${idProject} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
             AND archived_at IS NULL`,
      tx,
    );
  }

  /** Puts the user on those of the projects that are still live; already there is fine. */
  async addToProjects(
    idWorkspace: string,
    idUser: string,
    idProjects: string[],
    tx?: Tx,
  ): Promise<void> {
    if (idProjects.length === 0) return;
    await this.db.execute(
      sql`INSERT INTO project_members (id_project, id_user)
          SELECT p.id, ${idUser}::uuid FROM projects p
           WHERE p.id = ANY(${idProjects}::uuid[]) AND p.id_workspace = ${idWorkspace}
             AND p.deleted_at IS NULL AND p.archived_at IS NULL
          ON CONFLICT DO NOTHING`,
      tx,
    );
  }

  /** The workspace's live invitations, newest first. */
  async listLive(idWorkspace: string, now: Date): Promise<LiveInvitationRow[]> {
    const rows = await this.db.rows<TableRow<'invitations'> & { invitee_id: string | null }>(
      sql`SELECT i.*, u.id AS invitee_id FROM invitations i
            LEFT JOIN users u ON u.email = i.email AND u.deleted_at IS NULL
           WHERE i.id_workspace = ${idWorkspace} AND ${live(now)}
           ORDER BY i.created_at DESC, i.email ASC`,
    );
    return rows.map(({ invitee_id, ...invitation }) => ({
      invitation: camelRow(invitation),
      idUser: invitee_id,
    }));
  }

  /** Withdraws one live invitation of the workspace; answers it, or undefined when none. */
  async revoke(idWorkspace: string, id: string, now: Date): Promise<InvitationRecord | undefined> {
    const row = await this.db.maybeOne<TableRow<'invitations'>>(
      sql`UPDATE invitations i SET revoked_at = ${now}
           WHERE i.id_workspace = ${idWorkspace} AND ${live(now)} AND i.id = ${id}
          RETURNING i.*`,
    );
    return row ? camelRow(row) : undefined;
  }
}
