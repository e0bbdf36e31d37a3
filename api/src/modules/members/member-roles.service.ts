import { Injectable } from '@nestjs/common';
import { ErrorKey, type Member, MemberStatus, PlanFeature, Role } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import { requireGrantable, requireRoleOnPlan } from './member-rules.js';
import { keepASuperOwner, loadTargets } from './member-targets.js';
import { MembersRepository } from './members.repository.js';
import { MembersService } from './members.service.js';
import { SeatsRepository } from './seats.repository.js';

/** Role changes, single or bulk, all or nothing. */
@Injectable()
export class MemberRolesService {
  constructor(
    private readonly plans: PlanRules,
    private readonly members: MembersRepository,
    private readonly seats: SeatsRepository,
    private readonly view: MembersService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /**
   * Needs the plan's roles feature. Nobody raises anyone (themself included) above their own role
   * or touches a member ranked above them, so only a super owner grants or removes SuperOwner; the
   * last active super owner cannot be demoted.
   */
  async change(access: WorkspaceAccess, ids: string[], role: Role): Promise<Member[]> {
    await this.transactions.run(async (tx) => {
      const plan = await this.seats.lockWorkspace(access.workspace.id, tx);
      if (plan === undefined) throw notFound(ErrorKey.WorkspaceNotFound, 'Workspace not found.');
      // Unknown members first: another workspace's member reads as 404 whatever the plan.
      const rows = await loadTargets(this.members, tx, access, ids);
      if (!this.plans.has(plan, PlanFeature.Roles)) {
        throw forbidden(ErrorKey.PlanFeatureUnavailable, 'Changing roles needs a paid plan.');
      }
      requireRoleOnPlan(this.plans.limits(plan), role);
      requireGrantable(access, role);
      const pending = rows.filter((row) => row.member.status === MemberStatus.Pending);
      // Nobody is invited as SuperOwner; a pending member is still an invitation.
      if (role === Role.SuperOwner && pending.length > 0) {
        throw forbidden(ErrorKey.RoleNotAllowed, 'A pending member cannot become SuperOwner.');
      }
      if (role !== Role.SuperOwner) {
        await keepASuperOwner(this.members, tx, access.workspace.id, [...new Set(ids)]);
      }
      await this.members.update(
        rows.map((row) => row.member.id),
        { role },
        tx,
      );
      await this.members.setInvitationRoleOf(
        access.workspace.id,
        pending.map((row) => row.member.idUser),
        role,
        this.clock.now(),
        tx,
      );
    });
    return this.view.describe(access.workspace.id, ids);
  }
}
