import { Injectable } from '@nestjs/common';
import { MemberStatus, type WorkStatus } from '@punchcard/shared';
import { assignments } from '#src/database/sql/assignments.js';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import {
  activeMemberships,
  type JoinedRow,
  M,
  membersWithUsers,
  userOf,
  W,
  withUser,
  withWorkspace,
} from './member-joins.js';

export type MemberRecord = TableRecord<'workspace_members'>;

/** A membership joined with its workspace, as the account and access reads need it. */
export interface MembershipRow {
  member: MemberRecord;
  workspace: TableRecord<'workspaces'>;
}

/** A membership joined with its user, as member lists need it. */
export interface MemberRow {
  member: MemberRecord;
  user: TableRecord<'users'>;
  workStatus: WorkStatus;
}

export type MemberChange = Partial<
  Pick<
    MemberRecord,
    | 'role'
    | 'status'
    | 'deletedAt'
    | 'apiKeyHash'
    | 'apiKeyCreatedAt'
    | 'nickname'
    | 'firstName'
    | 'lastName'
    | 'avatar'
    | 'invitedBy'
  >
>;

const CHANGE_COLUMNS = {
  role: 'role',
  status: 'status',
  deletedAt: 'deleted_at',
  apiKeyHash: 'api_key_hash',
  apiKeyCreatedAt: 'api_key_created_at',
  nickname: 'nickname',
  firstName: 'first_name',
  lastName: 'last_name',
  avatar: 'avatar',
  invitedBy: 'invited_by',
} as const satisfies Record<keyof MemberChange, keyof TableRow<'workspace_members'>>;

@Injectable()
export class MembersRepository {
  constructor(private readonly db: Database) {}

  async create(
    values: Pick<MemberRecord, 'idWorkspace' | 'idUser' | 'role' | 'status' | 'isDefault'> &
      Partial<Pick<MemberRecord, 'invitedBy'>>,
    tx?: Tx,
  ): Promise<MemberRecord> {
    const row = await this.db.one<TableRow<'workspace_members'>>(
      sql`INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default, invited_by)
          VALUES (${values.idWorkspace}, ${values.idUser}, ${values.role}, ${values.status},
                  ${values.isDefault}, ${values.invitedBy ?? null})
          RETURNING *`,
      tx,
    );
    return camelRow(row);
  }

  /** Memberships of these users in the workspace, deleted ones included (they are revived). */
  async findForUsers(idWorkspace: string, idUsers: string[], tx?: Tx): Promise<MemberRecord[]> {
    if (idUsers.length === 0) return [];
    const rows = await this.db.rows<TableRow<'workspace_members'>>(
      sql`SELECT * FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ANY(${idUsers}::uuid[])`,
      tx,
    );
    return rows.map(camelRow);
  }

  async update(ids: string[], change: MemberChange, tx?: Tx): Promise<void> {
    const set = assignments(change, CHANGE_COLUMNS);
    if (ids.length === 0 || set.length === 0) return;
    await this.db.execute(
      sql`UPDATE workspace_members SET ${sql.join(set)} WHERE id = ANY(${ids}::uuid[])`,
      tx,
    );
  }

  /** An invitation was accepted: the membership starts now. */
  async activate(id: string, role: string, now: Date, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspace_members
             SET status = ${MemberStatus.Active}, role = ${role}, deleted_at = NULL, joined_at = ${now}
           WHERE id = ${id}`,
      tx,
    );
  }

  /** Users who are ACTIVE, live super owners of the workspace. */
  async activeSuperOwners(idWorkspace: string, tx?: Tx): Promise<string[]> {
    const rows = await this.db.rows<Pick<TableRow<'workspace_members'>, 'id_user'>>(
      sql`SELECT id_user FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND role = 'SuperOwner' AND status = 'ACTIVE'
             AND deleted_at IS NULL`,
      tx,
    );
    return rows.map((row) => row.id_user);
  }

  /** Unsets the workspace as these users' active one; answers whose it was. */
  async clearDefaultFor(idWorkspace: string, idUsers: string[], tx?: Tx): Promise<string[]> {
    if (idUsers.length === 0) return [];
    const rows = await this.db.rows<Pick<TableRow<'workspace_members'>, 'id_user'>>(
      sql`UPDATE workspace_members SET is_default = false
           WHERE id_workspace = ${idWorkspace} AND id_user = ANY(${idUsers}::uuid[]) AND is_default
          RETURNING id_user`,
      tx,
    );
    return rows.map((row) => row.id_user);
  }

  /** Revokes the live invitations of these users' e-mails (their pending membership went away). */
  async revokeInvitationsOf(
    idWorkspace: string,
    idUsers: string[],
    now: Date,
    tx?: Tx,
  ): Promise<void> {
    if (idUsers.length === 0) return;
    await this.db.execute(
      sql`UPDATE invitations SET revoked_at = ${now}
           WHERE id_workspace = ${idWorkspace} AND accepted_at IS NULL AND revoked_at IS NULL
             AND email IN (SELECT email FROM users WHERE id = ANY(${idUsers}::uuid[]))`,
      tx,
    );
  }

  /** Keeps the role shown on pending members' live invitations in step with their membership. */
  async setInvitationRoleOf(
    idWorkspace: string,
    idUsers: string[],
    role: string,
    now: Date,
    tx?: Tx,
  ): Promise<void> {
    if (idUsers.length === 0) return;
    await this.db.execute(
      sql`UPDATE invitations SET role = ${role}
           WHERE id_workspace = ${idWorkspace} AND accepted_at IS NULL AND revoked_at IS NULL
             AND expires_at > ${now}
             AND email IN (SELECT email FROM users WHERE id = ANY(${idUsers}::uuid[]))`,
      tx,
    );
  }

  /** An ACTIVE, not deleted membership of a not deleted workspace. */
  async findActiveAccess(idWorkspace: string, idUser: string): Promise<MembershipRow | undefined> {
    const row = await this.db.maybeOne<JoinedRow>(
      sql.prepared(
        activeMemberships(sql`m.id_workspace = ${idWorkspace} AND m.id_user = ${idUser}`),
      ),
    );
    return row ? withWorkspace(row) : undefined;
  }

  /** The membership row whatever its state (restore needs deleted workspaces). */
  async findMembershipOf(idWorkspace: string, idUser: string): Promise<MemberRecord | null> {
    const row = await this.db.maybeOne<TableRow<'workspace_members'>>(
      sql`SELECT * FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}`,
    );
    return row ? camelRow(row) : null;
  }

  /** The membership and its workspace, the workspace deleted or not. */
  async findMembershipWithWorkspace(
    idWorkspace: string,
    idUser: string,
  ): Promise<MembershipRow | undefined> {
    const row = await this.db.maybeOne<JoinedRow>(
      sql`SELECT ${M}, ${W} FROM workspace_members m JOIN workspaces w ON w.id = m.id_workspace
           WHERE m.id_workspace = ${idWorkspace} AND m.id_user = ${idUser}`,
    );
    return row ? withWorkspace(row) : undefined;
  }

  /** Unsets the workspace as anyone's active one; answers whose it was. */
  async clearDefaultsOf(idWorkspace: string, tx?: Tx): Promise<string[]> {
    const rows = await this.db.rows<Pick<TableRow<'workspace_members'>, 'id_user'>>(
      sql`UPDATE workspace_members SET is_default = false
           WHERE id_workspace = ${idWorkspace} AND is_default RETURNING id_user`,
      tx,
    );
    return rows.map((row) => row.id_user);
  }

  /** The user's active (default) workspace, when that membership is usable. */
  async findDefaultAccess(idUser: string): Promise<MembershipRow | undefined> {
    const row = await this.db.maybeOne<JoinedRow>(
      sql.prepared(activeMemberships(sql`m.id_user = ${idUser} AND m.is_default`)),
    );
    return row ? withWorkspace(row) : undefined;
  }

  /** Makes `idWorkspace` the user's active workspace (clearing first: one default per user). */
  async setDefault(idUser: string, idWorkspace: string | null, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspace_members SET is_default = false WHERE id_user = ${idUser} AND is_default`,
      tx,
    );
    if (idWorkspace) {
      await this.db.execute(
        sql`UPDATE workspace_members SET is_default = true
             WHERE id_user = ${idUser} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL`,
        tx,
      );
    }
  }

  /** After the active workspace went away: the oldest other usable membership becomes active. */
  async promoteNextDefault(idUser: string, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspace_members SET is_default = true
           WHERE id = (SELECT m.id FROM workspace_members m
                         JOIN workspaces w ON w.id = m.id_workspace AND w.deleted_at IS NULL
                        WHERE m.id_user = ${idUser} AND m.deleted_at IS NULL AND m.status = 'ACTIVE'
                        ORDER BY m.joined_at LIMIT 1)
             AND NOT EXISTS (SELECT 1 FROM workspace_members d
                               JOIN workspaces dw ON dw.id = d.id_workspace
                              WHERE d.id_user = ${idUser} AND d.is_default AND d.deleted_at IS NULL
                                AND dw.deleted_at IS NULL)`,
      tx,
    );
  }

  /** Every membership of a user whose workspace still exists, oldest first. */
  async listForUser(idUser: string): Promise<MembershipRow[]> {
    const rows = await this.db.rows<JoinedRow>(
      sql`SELECT ${M}, ${W} FROM workspace_members m JOIN workspaces w ON w.id = m.id_workspace
           WHERE m.id_user = ${idUser} AND m.deleted_at IS NULL AND w.deleted_at IS NULL
           ORDER BY m.joined_at ASC`,
    );
    return rows.map(withWorkspace);
  }

  /** Members with their accounts and work status, oldest first; soft-deleted ones only when asked. */
  async listForWorkspace(idWorkspace: string, includeDeleted = false): Promise<MemberRow[]> {
    const rows = await this.db.rows<JoinedRow>(
      membersWithUsers(
        sql`m.id_workspace = ${idWorkspace}
            AND ${includeDeleted ? sql`true` : sql`m.deleted_at IS NULL`}`,
        sql`ORDER BY m.joined_at ASC, u.email ASC`,
      ),
    );
    return rows.map(withUser);
  }

  /**
   * What a guest lists: themselves and the active members who share a live project of this
   * workspace with them, oldest first.
   */
  async listForGuest(idWorkspace: string, idGuest: string): Promise<MemberRow[]> {
    const rows = await this.db.rows<JoinedRow>(
      membersWithUsers(
        sql`m.id_workspace = ${idWorkspace} AND m.deleted_at IS NULL
            AND (m.id_user = ${idGuest}
                 OR (m.status = 'ACTIVE' AND EXISTS (
                       SELECT 1 FROM project_members mine
                         JOIN projects p ON p.id = mine.id_project
                          AND p.id_workspace = ${idWorkspace} AND p.deleted_at IS NULL
                         JOIN project_members theirs ON theirs.id_project = mine.id_project
                        WHERE mine.id_user = ${idGuest} AND theirs.id_user = m.id_user)))`,
        sql`ORDER BY m.joined_at ASC, u.email ASC`,
      ),
    );
    return rows.map(withUser);
  }

  /** These users' memberships with their accounts, deleted ones included, in the order asked. */
  async rowsFor(idWorkspace: string, idUsers: string[], tx?: Tx): Promise<MemberRow[]> {
    if (idUsers.length === 0) return [];
    const rows = await this.db.rows<JoinedRow>(
      membersWithUsers(
        sql`m.id_workspace = ${idWorkspace} AND m.id_user = ANY(${idUsers}::uuid[])`,
      ),
      tx,
    );
    const byUser = new Map(rows.map(withUser).map((row) => [row.member.idUser, row]));
    return idUsers.flatMap((id) => byUser.get(id) ?? []);
  }

  async countLive(idWorkspace: string): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND deleted_at IS NULL`,
    );
    return row.n;
  }

  /**
   * The live membership, workspace and user an API key belongs to, in one query: it runs on every
   * API-key request, so it also serves as that request's workspace access.
   */
  async findByApiKeyHash(
    apiKeyHash: string,
  ): Promise<(MembershipRow & { user: TableRecord<'users'> }) | undefined> {
    const row = await this.db.maybeOne<JoinedRow>(
      sql.prepared(activeMemberships(sql`m.api_key_hash = ${apiKeyHash}`, true)),
    );
    return row ? { ...withWorkspace(row), user: userOf(row) } : undefined;
  }

  async setApiKey(id: string, apiKeyHash: string, now: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspace_members SET api_key_hash = ${apiKeyHash}, api_key_created_at = ${now}
           WHERE id = ${id}`,
    );
  }

  /** Soft-deletes every membership of a user (account deletion) and drops their keys. */
  async removeAllForUser(idUser: string, now: Date, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspace_members
             SET deleted_at = ${now}, api_key_hash = NULL, api_key_created_at = NULL
           WHERE id_user = ${idUser} AND deleted_at IS NULL`,
      tx,
    );
  }

  /** Other live, active members of each workspace where `idUser` is the only super owner. */
  async workspacesNeedingSuccessor(idUser: string, tx?: Tx): Promise<string[]> {
    const rows = await this.db.rows<Pick<TableRow<'workspace_members'>, 'id_workspace'>>(
      sql`SELECT m.id_workspace
            FROM workspace_members m
            JOIN workspaces w ON w.id = m.id_workspace AND w.deleted_at IS NULL
           WHERE m.id_user = ${idUser} AND m.role = 'SuperOwner' AND m.deleted_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM workspace_members o
                              WHERE o.id_workspace = m.id_workspace AND o.id_user <> ${idUser}
                                AND o.role = 'SuperOwner' AND o.deleted_at IS NULL)
             AND EXISTS (SELECT 1 FROM workspace_members o
                          WHERE o.id_workspace = m.id_workspace AND o.id_user <> ${idUser}
                            AND o.deleted_at IS NULL AND o.status = 'ACTIVE')`,
      tx,
    );
    return rows.map((row) => row.id_workspace);
  }

  /** Workspaces where `idUser` is the last live member. */
  async workspacesOnlyWith(idUser: string, tx?: Tx): Promise<string[]> {
    const rows = await this.db.rows<Pick<TableRow<'workspace_members'>, 'id_workspace'>>(
      sql`SELECT m.id_workspace
            FROM workspace_members m
           WHERE m.id_user = ${idUser} AND m.deleted_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM workspace_members o
                              WHERE o.id_workspace = m.id_workspace AND o.id_user <> ${idUser}
                                AND o.deleted_at IS NULL)`,
      tx,
    );
    return rows.map((row) => row.id_workspace);
  }
}
