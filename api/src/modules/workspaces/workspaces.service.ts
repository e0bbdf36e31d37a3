import { Injectable } from '@nestjs/common';
import {
  type DeletedWorkspace,
  defaultPermissionGrants,
  ErrorKey,
  MemberStatus,
  parseRole,
  Role,
  sameRole,
  toUnixSeconds,
  type Workspace,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { AppException, badRequest, forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { type MembershipRow, MembersRepository } from '#src/modules/members/index.js';
import { PermissionsRepository } from '#src/modules/permissions/index.js';
import { toWorkspace } from './workspace.mapper.js';
import type { CreateWorkspaceDto } from './workspaces.dto.js';
import { type WorkspaceRecord, WorkspacesRepository } from './workspaces.repository.js';

const NAME_MAX = 100;

/** Whether the runtime's ICU knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

@Injectable()
export class WorkspacesService {
  constructor(
    private readonly plans: PlanRules,
    private readonly workspaces: WorkspacesRepository,
    private readonly members: MembersRepository,
    private readonly permissions: PermissionsRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /** The creator becomes its SuperOwner and the new workspace becomes their active one. */
  async create(auth: AuthContext, dto: CreateWorkspaceDto): Promise<Workspace> {
    const name = this.validName(dto.name, ErrorKey.AddWorkspaceError);
    const timeZone = dto.time_zone?.trim() || 'UTC';
    if (!isTimeZone(timeZone)) {
      throw badRequest(ErrorKey.AddWorkspaceError, `"${timeZone}" is not an IANA time zone.`);
    }
    const idUser = auth.user.id;
    const id = await this.transactions.run(async (tx) => {
      const workspace = await this.workspaces.create({ name, timeZone, createdBy: idUser }, tx);
      await this.members.setDefault(idUser, null, tx);
      await this.members.create(
        {
          idWorkspace: workspace.id,
          idUser,
          role: Role.SuperOwner,
          status: MemberStatus.Active,
          isDefault: true,
        },
        tx,
      );
      await this.permissions.replaceForWorkspace(workspace.id, defaultPermissionGrants(), tx);
      return workspace.id;
    });
    return this.describeFor(idUser, id);
  }

  /** The Workspace shape as seen by one member; `undefined` when they cannot use it. */
  async describeFor(idUser: string, idWorkspace: string): Promise<Workspace> {
    const row = await this.members.findActiveAccess(idWorkspace, idUser);
    if (!row) throw notFound(ErrorKey.WorkspaceNotFound, 'Workspace not found.');
    return this.describeMembership(row);
  }

  /**
   * The Workspace shape of a membership the caller already read, which must be ACTIVE, live and
   * of a live workspace (`findActiveAccess`'s rule), so `GET /accounts/me` need not read it again.
   */
  async describeMembership(row: MembershipRow): Promise<Workspace> {
    const role = parseRole(row.member.role);
    if (!role) throw notFound(ErrorKey.WorkspaceNotFound, 'Workspace not found.');
    const { idUser, idWorkspace } = row.member;
    const [settings, grants, memberCount, catalogue] = await Promise.all([
      this.workspaces.timestampSettingsOf(idWorkspace),
      this.permissions.grantsForWorkspace(idWorkspace),
      this.members.countLive(idWorkspace),
      this.workspaces.catalogueOf(idWorkspace, idUser, this.cutoffFor(row.workspace)),
    ]);
    return toWorkspace({
      workspace: row.workspace,
      member: row.member,
      role,
      settings,
      grants,
      memberCount,
      catalogue,
      billing: this.plans.billing,
    });
  }

  /**
   * The caller's active workspace, or null when they have none, found among their memberships as
   * `MembersRepository.listForUser` reads them (live, of live workspaces) rather than read again.
   */
  async describeActive(memberships: readonly MembershipRow[]): Promise<Workspace | null> {
    const row = memberships.find(
      ({ member }) => member.isDefault && member.status === MemberStatus.Active,
    );
    return row ? this.describeMembership(row) : null;
  }

  get(access: WorkspaceAccess): Promise<Workspace> {
    return this.describeFor(access.member.idUser, access.workspace.id);
  }

  /** A session's act only: the route refuses API keys (`apiKey: false`) before this runs. */
  async switchTo(auth: AuthContext, access: WorkspaceAccess): Promise<Workspace> {
    await this.transactions.run((tx) =>
      this.members.setDefault(auth.user.id, access.workspace.id, tx),
    );
    return this.get(access);
  }

  async rename(access: WorkspaceAccess, rawName: string): Promise<Workspace> {
    const name = this.validName(rawName, ErrorKey.WorkspaceNameError);
    await this.workspaces.rename(access.workspace.id, name);
    return this.get(access);
  }

  /** Soft delete, super owner only; members whose active workspace it was move to another. */
  async remove(access: WorkspaceAccess): Promise<Workspace> {
    this.requireSuperOwner(access.role);
    const id = access.workspace.id;
    await this.transactions.run(async (tx) => {
      await this.workspaces.setDeletedAt(id, this.clock.now(), tx);
      await this.moveDefaultsAway(tx, id);
    });
    const view = await this.describeDeleted(access.member.idUser, id);
    return view;
  }

  /** Undo a soft delete; only a super owner of the workspace may, and it becomes their active one. */
  async restore(auth: AuthContext, id: string): Promise<Workspace> {
    const workspace = await this.workspaces.findDeletedById(id);
    const member = workspace ? await this.members.findMembershipOf(id, auth.user.id) : null;
    if (!workspace || !member || member.deletedAt || member.status !== MemberStatus.Active) {
      throw notFound(ErrorKey.WorkspaceNotFound, 'No deleted workspace with this id.');
    }
    this.requireSuperOwner(member.role);
    await this.transactions.run(async (tx) => {
      await this.workspaces.setDeletedAt(id, null, tx);
      await this.members.setDefault(auth.user.id, id, tx);
    });
    return this.describeFor(auth.user.id, id);
  }

  /** The deleted workspaces the caller could restore (super owner, still an active member). */
  async listDeleted(auth: AuthContext): Promise<DeletedWorkspace[]> {
    const rows = await this.workspaces.listDeletedOwnedBy(auth.user.id);
    return rows.flatMap(({ id, name, deletedAt }) =>
      deletedAt ? [{ id, name, deleted_at: toUnixSeconds(deletedAt) }] : [],
    );
  }

  /** Used when an account deletion leaves a workspace with no member. */
  async softDeleteWithin(tx: Tx, idWorkspace: string, now: Date): Promise<void> {
    await this.workspaces.setDeletedAt(idWorkspace, now, tx);
    await this.moveDefaultsAway(tx, idWorkspace);
  }

  private async moveDefaultsAway(tx: Tx, idWorkspace: string): Promise<void> {
    const users = await this.members.clearDefaultsOf(idWorkspace, tx);
    for (const idUser of users) await this.members.promoteNextDefault(idUser, tx);
  }

  private async describeDeleted(idUser: string, id: string): Promise<Workspace> {
    const row = await this.members.findMembershipWithWorkspace(id, idUser);
    const role = row ? parseRole(row.member.role) : undefined;
    if (!row || !role) throw notFound(ErrorKey.WorkspaceNotFound, 'Workspace not found.');
    const [settings, grants, memberCount, catalogue] = await Promise.all([
      this.workspaces.timestampSettingsOf(id),
      this.permissions.grantsForWorkspace(id),
      this.members.countLive(id),
      this.workspaces.catalogueOf(id, idUser, this.cutoffFor(row.workspace)),
    ]);
    return toWorkspace({
      workspace: row.workspace,
      member: row.member,
      role,
      settings,
      grants,
      memberCount,
      catalogue,
      billing: this.plans.billing,
    });
  }

  /** The oldest moment the workspace's plan still shows (FREE keeps 35 days); null keeps all. */
  private cutoffFor(workspace: WorkspaceRecord): Date | null {
    return this.plans.retentionCutoff(workspace.plan, this.clock.now());
  }

  private requireSuperOwner(role: string): void {
    if (!sameRole(role, Role.SuperOwner)) {
      throw forbidden(ErrorKey.Forbidden, 'Only a super owner may delete or restore a workspace.');
    }
  }

  private validName(raw: string, key: ErrorKey): string {
    const name = raw.trim();
    if (name.length === 0 || Array.from(name).length > NAME_MAX) {
      throw new AppException(400, key, `A workspace name needs 1 to ${NAME_MAX} characters.`);
    }
    return name;
  }
}
