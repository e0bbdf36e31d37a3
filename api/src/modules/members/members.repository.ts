import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MemberStatus, WORK_STATUSES, WorkStatus } from '@punchcard/shared';
import { In, IsNull, type Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { UserEntity } from '#src/modules/accounts/user.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';
import { WorkspaceMemberEntity } from './workspace-member.entity.js';

/** A membership joined with its workspace, as the account and access reads need it. */
export interface MembershipRow {
  member: WorkspaceMemberEntity;
  workspace: WorkspaceEntity;
}

/** A membership joined with its user, as member lists need it. */
export interface MemberRow {
  member: WorkspaceMemberEntity;
  user: UserEntity;
  workStatus: WorkStatus;
}

/**
 * The member's work status, computed in the member query itself: both lookups hit the partial
 * unique indexes of open workspace times and open breaks (one row each at most), so a list costs
 * no extra query per member.
 */
const WORK_STATUS_SQL = `CASE
  WHEN EXISTS (SELECT 1 FROM workspace_times ow
                 JOIN breaks ob ON ob.id_workspace_time = ow.id
                               AND ob.end_at IS NULL AND ob.deleted_at IS NULL
                WHERE ow.id_workspace = m.id_workspace AND ow.id_user = m.id_user
                  AND ow.end_at IS NULL AND ow.deleted_at IS NULL) THEN '${WorkStatus.Break}'
  WHEN EXISTS (SELECT 1 FROM workspace_times ow
                WHERE ow.id_workspace = m.id_workspace AND ow.id_user = m.id_user
                  AND ow.end_at IS NULL AND ow.deleted_at IS NULL) THEN '${WorkStatus.Working}'
  ELSE '${WorkStatus.NotWorking}' END`;

@Injectable()
export class MembersRepository {
  constructor(
    @InjectRepository(WorkspaceMemberEntity)
    private readonly members: Repository<WorkspaceMemberEntity>,
  ) {}

  private repo(tx?: Tx): Repository<WorkspaceMemberEntity> {
    return tx ? tx.getRepository(WorkspaceMemberEntity) : this.members;
  }

  create(
    values: Pick<
      WorkspaceMemberEntity,
      'idWorkspace' | 'idUser' | 'role' | 'status' | 'isDefault'
    > &
      Partial<Pick<WorkspaceMemberEntity, 'invitedBy'>>,
    tx?: Tx,
  ) {
    return this.repo(tx).save(this.repo(tx).create(values));
  }

  /** Memberships of these users in the workspace, deleted ones included (they are revived). */
  findForUsers(tx: Tx, idWorkspace: string, idUsers: string[]): Promise<WorkspaceMemberEntity[]> {
    if (idUsers.length === 0) return Promise.resolve([]);
    return this.repo(tx)
      .createQueryBuilder('m')
      .where('m.id_workspace = :idWorkspace', { idWorkspace })
      .andWhere('m.id_user IN (:...idUsers)', { idUsers })
      .getMany();
  }

  async update(
    tx: Tx,
    ids: string[],
    values: Partial<
      Pick<
        WorkspaceMemberEntity,
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
    >,
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.repo(tx).update({ id: In(ids) }, values);
  }

  /** An invitation was accepted: the membership starts now. */
  async activate(tx: Tx, id: string, role: string, now: Date): Promise<void> {
    await tx.query(
      `UPDATE workspace_members SET status = 'ACTIVE', role = $2, deleted_at = NULL, joined_at = $3
        WHERE id = $1`,
      [id, role, now],
    );
  }

  /** Users who are ACTIVE, live super owners of the workspace. */
  async activeSuperOwners(tx: Tx, idWorkspace: string): Promise<string[]> {
    const rows = await queryRows<{ id_user: string }>(
      tx,
      `SELECT id_user FROM workspace_members
        WHERE id_workspace = $1 AND role = 'SuperOwner' AND status = 'ACTIVE' AND deleted_at IS NULL`,
      [idWorkspace],
    );
    return rows.map((row) => row.id_user);
  }

  /** Unsets the workspace as these users' active one; answers whose it was. */
  async clearDefaultFor(tx: Tx, idWorkspace: string, idUsers: string[]): Promise<string[]> {
    if (idUsers.length === 0) return [];
    const rows = await queryRows<{ id_user: string }>(
      tx,
      `UPDATE workspace_members SET is_default = false
        WHERE id_workspace = $1 AND id_user = ANY($2::uuid[]) AND is_default RETURNING id_user`,
      [idWorkspace, idUsers],
    );
    return rows.map((row) => row.id_user);
  }

  /** Revokes the live invitations of these users' e-mails (their pending membership went away). */
  async revokeInvitationsOf(
    tx: Tx,
    idWorkspace: string,
    idUsers: string[],
    now: Date,
  ): Promise<void> {
    if (idUsers.length === 0) return;
    await tx.query(
      `UPDATE invitations SET revoked_at = $3
        WHERE id_workspace = $1 AND accepted_at IS NULL AND revoked_at IS NULL
          AND email IN (SELECT email FROM users WHERE id = ANY($2::uuid[]))`,
      [idWorkspace, idUsers, now],
    );
  }

  /** Keeps the role shown on pending members' live invitations in step with their membership. */
  async setInvitationRoleOf(
    tx: Tx,
    idWorkspace: string,
    idUsers: string[],
    role: string,
    now: Date,
  ): Promise<void> {
    if (idUsers.length === 0) return;
    await tx.query(
      `UPDATE invitations SET role = $3
        WHERE id_workspace = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $4
          AND email IN (SELECT email FROM users WHERE id = ANY($2::uuid[]))`,
      [idWorkspace, idUsers, role, now],
    );
  }

  /** An ACTIVE, not deleted membership of a not deleted workspace. */
  async findActiveAccess(idWorkspace: string, idUser: string): Promise<MembershipRow | undefined> {
    const members = await this.activeMemberships()
      .andWhere('m.id_workspace = :idWorkspace', { idWorkspace })
      .andWhere('m.id_user = :idUser', { idUser })
      .getMany();
    return withWorkspaces(members)[0];
  }

  /** The membership row whatever its state (restore needs deleted workspaces). */
  findMembershipOf(idWorkspace: string, idUser: string): Promise<WorkspaceMemberEntity | null> {
    return this.members.findOne({ where: { idWorkspace, idUser } });
  }

  /** The membership and its workspace, the workspace deleted or not. */
  async findMembershipWithWorkspace(
    idWorkspace: string,
    idUser: string,
  ): Promise<MembershipRow | undefined> {
    const members = await this.members
      .createQueryBuilder('m')
      .innerJoinAndMapOne('m.workspace', WorkspaceEntity, 'w', 'w.id = m.id_workspace')
      .where('m.id_workspace = :idWorkspace', { idWorkspace })
      .andWhere('m.id_user = :idUser', { idUser })
      .getMany();
    return withWorkspaces(members)[0];
  }

  /** Unsets the workspace as anyone's active one; answers whose it was. */
  async clearDefaultsOf(tx: Tx, idWorkspace: string): Promise<string[]> {
    const rows = await queryRows<{ id_user: string }>(
      tx,
      `UPDATE workspace_members SET is_default = false
        WHERE id_workspace = $1 AND is_default RETURNING id_user`,
      [idWorkspace],
    );
    return rows.map((row) => row.id_user);
  }

  /** The user's active (default) workspace, when that membership is usable. */
  async findDefaultAccess(idUser: string): Promise<MembershipRow | undefined> {
    const members = await this.activeMemberships()
      .andWhere('m.id_user = :idUser', { idUser })
      .andWhere('m.is_default')
      .getMany();
    return withWorkspaces(members)[0];
  }

  /** Makes `idWorkspace` the user's active workspace (clearing first: one default per user). */
  async setDefault(tx: Tx, idUser: string, idWorkspace: string | null): Promise<void> {
    await tx.query(
      `UPDATE workspace_members SET is_default = false WHERE id_user = $1 AND is_default`,
      [idUser],
    );
    if (idWorkspace) {
      await tx.query(
        `UPDATE workspace_members SET is_default = true
          WHERE id_user = $1 AND id_workspace = $2 AND deleted_at IS NULL`,
        [idUser, idWorkspace],
      );
    }
  }

  /** After the active workspace went away: the oldest other usable membership becomes active. */
  async promoteNextDefault(tx: Tx, idUser: string): Promise<void> {
    await tx.query(
      `UPDATE workspace_members SET is_default = true
        WHERE id = (SELECT m.id FROM workspace_members m
                      JOIN workspaces w ON w.id = m.id_workspace AND w.deleted_at IS NULL
                     WHERE m.id_user = $1 AND m.deleted_at IS NULL AND m.status = 'ACTIVE'
                     ORDER BY m.joined_at LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM workspace_members d JOIN workspaces dw ON dw.id = d.id_workspace
                           WHERE d.id_user = $1 AND d.is_default AND d.deleted_at IS NULL
                             AND dw.deleted_at IS NULL)`,
      [idUser],
    );
  }

  /** Every membership of a user whose workspace still exists, oldest first. */
  async listForUser(idUser: string): Promise<MembershipRow[]> {
    const members = await this.members
      .createQueryBuilder('m')
      .innerJoinAndMapOne('m.workspace', WorkspaceEntity, 'w', 'w.id = m.id_workspace')
      .where('m.id_user = :idUser', { idUser })
      .andWhere('m.deleted_at IS NULL')
      .andWhere('w.deleted_at IS NULL')
      .orderBy('m.joined_at', 'ASC')
      .getMany();
    return withWorkspaces(members);
  }

  /** Members with their accounts and work status, oldest first; soft-deleted ones only when asked. */
  async listForWorkspace(idWorkspace: string, includeDeleted = false): Promise<MemberRow[]> {
    const query = this.joinedWithUsers().where('m.id_workspace = :idWorkspace', { idWorkspace });
    if (!includeDeleted) query.andWhere('m.deleted_at IS NULL');
    return withUsers(
      await query.orderBy('m.joined_at', 'ASC').addOrderBy('u.email', 'ASC').getRawAndEntities(),
    );
  }

  /** These users' memberships with their accounts, deleted ones included, in the order asked. */
  async rowsFor(idWorkspace: string, idUsers: string[], tx?: Tx): Promise<MemberRow[]> {
    if (idUsers.length === 0) return [];
    const rows = withUsers(
      await this.joinedWithUsers(tx)
        .where('m.id_workspace = :idWorkspace', { idWorkspace })
        .andWhere('m.id_user IN (:...idUsers)', { idUsers })
        .getRawAndEntities(),
    );
    const byUser = new Map(rows.map((row) => [row.member.idUser, row]));
    return idUsers.flatMap((id) => byUser.get(id) ?? []);
  }

  /** Accounts that were deleted keep no visible membership. */
  private joinedWithUsers(tx?: Tx) {
    return this.repo(tx)
      .createQueryBuilder('m')
      .innerJoinAndMapOne('m.user', UserEntity, 'u', 'u.id = m.id_user AND u.deleted_at IS NULL')
      .addSelect(WORK_STATUS_SQL, 'work_status');
  }

  countLive(idWorkspace: string): Promise<number> {
    return this.members.count({ where: { idWorkspace, deletedAt: IsNull() } });
  }

  /** The membership an API key belongs to, if the key is live. */
  /**
   * The live membership, workspace and user an API key belongs to, in one query: it runs on every
   * API-key request, so it also serves as that request's workspace access.
   */
  async findByApiKeyHash(
    apiKeyHash: string,
  ): Promise<(MembershipRow & { user: UserEntity }) | undefined> {
    const members = await this.activeMemberships()
      .innerJoinAndMapOne('m.user', UserEntity, 'u', 'u.id = m.id_user AND u.deleted_at IS NULL')
      .andWhere('m.api_key_hash = :apiKeyHash', { apiKeyHash })
      .getMany();
    const member = members[0] as
      (WorkspaceMemberEntity & { workspace: WorkspaceEntity; user: UserEntity }) | undefined;
    return member ? { member, workspace: member.workspace, user: member.user } : undefined;
  }

  async setApiKey(id: string, apiKeyHash: string, now: Date): Promise<void> {
    await this.members.update({ id }, { apiKeyHash, apiKeyCreatedAt: now });
  }

  /** Soft-deletes every membership of a user (account deletion) and drops their keys. */
  async removeAllForUser(idUser: string, now: Date, tx?: Tx): Promise<void> {
    await this.repo(tx).update(
      { idUser, deletedAt: IsNull() },
      { deletedAt: now, apiKeyHash: null, apiKeyCreatedAt: null },
    );
  }

  /** Other live, active members of each workspace where `idUser` is the only super owner. */
  async workspacesNeedingSuccessor(idUser: string, tx?: Tx): Promise<string[]> {
    const rows: { id_workspace: string }[] = await this.repo(tx).query(
      `SELECT m.id_workspace
         FROM workspace_members m
         JOIN workspaces w ON w.id = m.id_workspace AND w.deleted_at IS NULL
        WHERE m.id_user = $1 AND m.role = 'SuperOwner' AND m.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM workspace_members o
                           WHERE o.id_workspace = m.id_workspace AND o.id_user <> $1
                             AND o.role = 'SuperOwner' AND o.deleted_at IS NULL)
          AND EXISTS (SELECT 1 FROM workspace_members o
                       WHERE o.id_workspace = m.id_workspace AND o.id_user <> $1
                         AND o.deleted_at IS NULL AND o.status = 'ACTIVE')`,
      [idUser],
    );
    return rows.map((row) => row.id_workspace);
  }

  /** Workspaces where `idUser` is the last live member. */
  async workspacesOnlyWith(idUser: string, tx?: Tx): Promise<string[]> {
    const rows: { id_workspace: string }[] = await this.repo(tx).query(
      `SELECT m.id_workspace
         FROM workspace_members m
        WHERE m.id_user = $1 AND m.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM workspace_members o
                           WHERE o.id_workspace = m.id_workspace AND o.id_user <> $1
                             AND o.deleted_at IS NULL)`,
      [idUser],
    );
    return rows.map((row) => row.id_workspace);
  }

  private activeMemberships() {
    return this.members
      .createQueryBuilder('m')
      .innerJoinAndMapOne('m.workspace', WorkspaceEntity, 'w', 'w.id = m.id_workspace')
      .where('m.deleted_at IS NULL')
      .andWhere('w.deleted_at IS NULL')
      .andWhere('m.status = :status', { status: MemberStatus.Active });
  }
}

/**
 * `innerJoinAndMapOne` attaches the joined rows under properties the entity type does not declare;
 * the computed work status comes back in the raw rows, matched by membership id.
 */
function withUsers({
  entities,
  raw,
}: {
  entities: WorkspaceMemberEntity[];
  raw: { m_id: string; work_status: string }[];
}): MemberRow[] {
  const statusOf = new Map(raw.map((row) => [row.m_id, row.work_status]));
  return entities.map((member) => ({
    member,
    user: (member as WorkspaceMemberEntity & { user: UserEntity }).user,
    workStatus:
      WORK_STATUSES.find((status) => status === statusOf.get(member.id)) ?? WorkStatus.NotWorking,
  }));
}

function withWorkspaces(members: WorkspaceMemberEntity[]): MembershipRow[] {
  return members.map((member) => ({
    member,
    workspace: (member as WorkspaceMemberEntity & { workspace: WorkspaceEntity }).workspace,
  }));
}
