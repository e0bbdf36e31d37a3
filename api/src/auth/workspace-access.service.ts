import { Injectable } from '@nestjs/common';
import { ErrorKey, hasPermission, parseRole, type Permission } from '@punchcard/shared';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { PermissionsRepository } from '#src/modules/permissions/index.js';
import type { AuthContext, WorkspaceAccess } from './auth-context.js';
import { MembershipLookup } from './membership-lookup.js';

/**
 * Resolves which workspace a call acts on and what the caller may do there. Every workspace-scoped
 * route goes through here, so "not a member" always reads as 404 and "not allowed" as 403.
 */
@Injectable()
export class WorkspaceAccessService {
  constructor(
    private readonly members: MembershipLookup,
    private readonly permissions: PermissionsRepository,
    private readonly plans: PlanRules,
  ) {}

  async resolve(
    auth: AuthContext,
    /** A workspace id, or 'active' for the caller's active one. */
    idWorkspace: string,
    permission?: Permission,
  ): Promise<WorkspaceAccess> {
    const row = await this.findMembership(auth, idWorkspace);
    const role = row ? parseRole(row.member.role) : undefined;
    if (!row || !role) {
      throw idWorkspace === 'active' && !auth.apiKeyMember
        ? notFound(
            ErrorKey.WorkspaceNotFound,
            'You have no active workspace: create or switch to one.',
          )
        : notFound(ErrorKey.WorkspaceNotFound, 'Workspace not found.');
    }
    const grants = await this.permissions.grantsForWorkspace(row.workspace.id);
    const access: WorkspaceAccess = { workspace: row.workspace, member: row.member, role, grants };
    if (permission) this.require(access, permission);
    return access;
  }

  private findMembership(auth: AuthContext, idWorkspace: string) {
    const keyWorkspace = auth.apiKeyMember?.idWorkspace;
    if (keyWorkspace) {
      // An API key acts only inside its own workspace; any other reads as "no such workspace".
      const id = idWorkspace === 'active' ? keyWorkspace : idWorkspace;
      if (id !== keyWorkspace) return undefined;
      // Loaded with the key in this same request: no second query.
      const { apiKeyMember: member, apiKeyWorkspace: workspace } = auth;
      return member && workspace
        ? Promise.resolve({ member, workspace })
        : this.members.findActiveAccess(id, auth.user.id);
    }
    return idWorkspace === 'active'
      ? this.members.findDefaultAccess(auth.user.id)
      : this.members.findActiveAccess(idWorkspace, auth.user.id);
  }

  /** Object-level checks in services use the same rule as the route guard. */
  require(access: WorkspaceAccess, permission: Permission): void {
    if (!this.can(access, permission)) {
      throw forbidden(
        ErrorKey.Forbidden,
        `This needs the ${permission} permission in this workspace.`,
      );
    }
  }

  can(access: WorkspaceAccess, permission: Permission): boolean {
    return hasPermission({
      role: access.role,
      plan: access.workspace.plan,
      billing: this.plans.billing,
      grants: access.grants,
      permission,
    });
  }
}
