import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MemberStatus } from '@punchcard/shared';
import { IsNull, type Repository } from 'typeorm';
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
}

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
    values: Pick<WorkspaceMemberEntity, 'idWorkspace' | 'idUser' | 'role' | 'status' | 'isDefault'>,
    tx?: Tx,
  ) {
    return this.repo(tx).save(this.repo(tx).create(values));
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

  async listForWorkspace(idWorkspace: string): Promise<MemberRow[]> {
    const members = await this.members
      .createQueryBuilder('m')
      .innerJoinAndMapOne('m.user', UserEntity, 'u', 'u.id = m.id_user')
      .where('m.id_workspace = :idWorkspace', { idWorkspace })
      .andWhere('m.deleted_at IS NULL')
      .andWhere('u.deleted_at IS NULL')
      .orderBy('m.joined_at', 'ASC')
      .addOrderBy('u.email', 'ASC')
      .getMany();
    return members.map((member) => ({
      member,
      user: (member as WorkspaceMemberEntity & { user: UserEntity }).user,
    }));
  }

  countLive(idWorkspace: string): Promise<number> {
    return this.members.count({ where: { idWorkspace, deletedAt: IsNull() } });
  }

  /** The membership an API key belongs to, if the key is live. */
  async findByApiKeyHash(apiKeyHash: string): Promise<MembershipRow | undefined> {
    const members = await this.activeMemberships()
      .andWhere('m.api_key_hash = :apiKeyHash', { apiKeyHash })
      .getMany();
    return withWorkspaces(members)[0];
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

/** `innerJoinAndMapOne` attaches the joined row under a property the entity type does not declare. */
function withWorkspaces(members: WorkspaceMemberEntity[]): MembershipRow[] {
  return members.map((member) => ({
    member,
    workspace: (member as WorkspaceMemberEntity & { workspace: WorkspaceEntity }).workspace,
  }));
}
