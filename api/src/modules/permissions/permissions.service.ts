import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  parsePermission,
  parseRole,
  type Permission,
  type PermissionValue,
  PlanFeature,
  type WorkspacePermission,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, forbidden } from '#src/common/errors/app.exception.js';
import { Transactions } from '#src/database/transactions.js';
import type { UpdatePermissionsDto } from './permissions.dto.js';
import { PermissionsRepository } from './permissions.repository.js';

@Injectable()
export class PermissionsService {
  constructor(
    private readonly plans: PlanRules,
    private readonly permissions: PermissionsRepository,
    private readonly transactions: Transactions,
  ) {}

  async values(): Promise<PermissionValue[]> {
    const rows = await this.permissions.listCatalogue();
    return rows.flatMap((row) => {
      const permission = parsePermission(row.permission);
      return permission ? [{ id: row.id, permission }] : [];
    });
  }

  async forWorkspace(access: WorkspaceAccess): Promise<WorkspacePermission[]> {
    const grants = await this.permissions.grantsForWorkspace(access.workspace.id);
    return grants.map((g) => ({
      id_permission: g.idPermission,
      permission: g.permission,
      member_role: g.role,
    }));
  }

  /** Replaces the whole map atomically; only plans with the permissions feature may customise it. */
  async replace(
    access: WorkspaceAccess,
    dto: UpdatePermissionsDto,
  ): Promise<WorkspacePermission[]> {
    if (!this.plans.has(access.workspace.plan, PlanFeature.Permissions)) {
      throw forbidden(ErrorKey.Forbidden, 'Custom permissions need the LITE plan or above.');
    }
    const catalogue = new Map((await this.values()).map((value) => [value.id, value.permission]));
    const pairs = dto.permissions.map((pair): { permission: Permission; role: string } => {
      const permission = catalogue.get(pair.id_permission);
      const role = parseRole(pair.member_role);
      if (!permission)
        throw badRequest(ErrorKey.BadRequest, `Unknown permission id ${pair.id_permission}.`);
      if (!role) throw badRequest(ErrorKey.BadRequest, `Unknown role "${pair.member_role}".`);
      return { permission, role };
    });
    await this.transactions.run((tx) =>
      this.permissions.replaceForWorkspace(access.workspace.id, pairs, tx),
    );
    return this.forWorkspace(access);
  }
}
