import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorKey,
  INVITATION_VALID_DAYS,
  type Invitation,
  InvitationKind,
  type Locale,
  MemberStatus,
  parseRole,
  type ProjectInvitationResponse,
  resolveLocale,
  Role,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { randomToken, sha256 } from '#src/auth/tokens.js';
import { badRequest, conflict, forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { MailService, type MailTemplate } from '#src/modules/mail/index.js';
import {
  memberName,
  type MemberRecord,
  MembersRepository,
  requireGrantable,
  requireRoleOnPlan,
  requireSeats,
  SeatsRepository,
} from '#src/modules/members/index.js';
import { invitationKind, toInvitation } from './invitation.mapper.js';
import type {
  InviteProjectGuestDto,
  InviteProjectMemberDto,
  InviteWorkspaceMembersDto,
} from './invitations.dto.js';
import { type InvitationRecord, InvitationsRepository } from './invitations.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One e-mail of an invitation call. */
interface Target {
  email: string;
  role: Role;
  kind: InvitationKind;
  project: { id: string; name: string } | null;
}

/** What the call does for one e-mail, decided before anything is written. */
interface Step {
  target: Target;
  /** The role the invitee will have: a project invitation keeps a pending invitee's role. */
  role: Role;
  idUser: string | null;
  member: MemberRecord | undefined;
  /** An active member invited to a project just joins it. */
  joinsProjectNow: boolean;
  /** Not yet an ACTIVE or PENDING member and not yet invited: takes one more seat. */
  takesSeat: boolean;
}

/** An invitation written, with what its e-mail needs. */
interface Sent {
  invitation: InvitationRecord;
  idUser: string | null;
  token: string;
  project: Target['project'];
}

/**
 * Sends invitations. An e-mail with an account becomes a PENDING member at once; one without
 * is represented by its invitation alone. Each call is one transaction under the workspace lock,
 * so the plan's member limit holds under concurrency and a refused call changes nothing.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly plans: PlanRules,
    private readonly invitations: InvitationsRepository,
    private readonly members: MembersRepository,
    private readonly seats: SeatsRepository,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async inviteToWorkspace(
    auth: AuthContext,
    access: WorkspaceAccess,
    dto: InviteWorkspaceMembersDto,
    locale: Locale,
  ): Promise<Invitation[]> {
    this.requireInvitable(access, dto.role);
    const targets = [...new Set(dto.emails)].map((email): Target => ({
      email,
      role: dto.role,
      kind: InvitationKind.WorkspaceMember,
      project: null,
    }));
    const { sent } = await this.send(auth, access, targets, locale);
    return sent.map(({ invitation, idUser }) => toInvitation(invitation, idUser));
  }

  async inviteToProject(
    auth: AuthContext,
    access: WorkspaceAccess,
    dto: InviteProjectMemberDto,
    locale: Locale,
  ): Promise<ProjectInvitationResponse> {
    const project = await this.liveProject(access, dto.id_project);
    this.requireInvitable(access, dto.role);
    return this.sendForProject(auth, access, locale, {
      email: dto.email,
      role: dto.role,
      kind: InvitationKind.ProjectMember,
      project,
    });
  }

  /** A guest of one project; `id_user`, when sent, names the inviter and must be the caller. */
  async inviteProjectGuest(
    auth: AuthContext,
    access: WorkspaceAccess,
    dto: InviteProjectGuestDto,
    locale: Locale,
  ): Promise<ProjectInvitationResponse> {
    if (dto.id_user !== undefined && dto.id_user !== auth.user.id) {
      throw badRequest(ErrorKey.BadRequest, 'id_user names the inviter: it must be your own id.');
    }
    const project = await this.liveProject(access, dto.id_project);
    requireRoleOnPlan(this.plans.limits(access.workspace.plan), Role.Guest);
    return this.sendForProject(auth, access, locale, {
      email: dto.email,
      role: Role.Guest,
      kind: InvitationKind.ProjectGuest,
      project,
    });
  }

  /** Live invitations of the caller's workspace, those of e-mails without an account included. */
  async listLive(access: WorkspaceAccess): Promise<Invitation[]> {
    const rows = await this.invitations.listLive(access.workspace.id, this.clock.now());
    return rows.map(({ invitation, idUser }) => toInvitation(invitation, idUser));
  }

  /**
   * Withdraws a live invitation: its link stops working and its seat is freed. A pending member
   * who already has an account is removed with the member delete instead.
   */
  async revoke(access: WorkspaceAccess, id: string): Promise<Invitation> {
    const revoked = await this.invitations.revoke(access.workspace.id, id, this.clock.now());
    if (!revoked) throw notFound(ErrorKey.InvitationNotFound, 'No live invitation with this id.');
    return toInvitation(revoked, null);
  }

  /**
   * Mails a live invitation again, in the language it was first sent in, with a fresh link and a
   * new week to accept it: the old link stops working. Role, kind and project stay; no new seat.
   */
  async resend(auth: AuthContext, access: WorkspaceAccess, id: string): Promise<Invitation> {
    const found = await this.invitations.findLive(access.workspace.id, id, this.clock.now());
    if (!found) throw notFound(ErrorKey.InvitationNotFound, 'No live invitation with this id.');
    const { invitation } = found;
    const role = parseRole(invitation.role) ?? Role.Guest;
    this.requireInvitable(access, role);
    const project = invitation.idProject
      ? await this.liveProject(access, invitation.idProject)
      : null;
    const target: Target = {
      email: invitation.email,
      role,
      kind: invitationKind(invitation.kind),
      project,
    };
    const { sent } = await this.send(auth, access, [target], resolveLocale(invitation.locale));
    const [first] = sent;
    // The invitee joined the project meanwhile (an active member): nothing is left to resend.
    if (!first) throw notFound(ErrorKey.InvitationNotFound, 'The invitee has joined already.');
    return toInvitation(first.invitation, first.idUser);
  }

  /** Nobody invites a super owner or above their own role; the plan must offer the role. */
  private requireInvitable(access: WorkspaceAccess, role: Role): void {
    if (role === Role.SuperOwner) {
      throw forbidden(ErrorKey.RoleNotAllowed, 'Nobody is invited as SuperOwner.');
    }
    requireGrantable(access, role);
    requireRoleOnPlan(this.plans.limits(access.workspace.plan), role);
  }

  /** Checked first: another workspace's project is 404 whatever else is wrong with the call. */
  private async liveProject(access: WorkspaceAccess, idProject: string) {
    const project = await this.invitations.liveProject(access.workspace.id, idProject);
    if (!project) throw notFound(ErrorKey.ProjectNotFound, 'No such project in this workspace.');
    return project;
  }

  private async sendForProject(
    auth: AuthContext,
    access: WorkspaceAccess,
    locale: Locale,
    target: Target,
  ): Promise<ProjectInvitationResponse> {
    const { sent, joined } = await this.send(auth, access, [target], locale);
    const [first] = sent;
    return {
      invitation: first ? toInvitation(first.invitation, first.idUser) : null,
      id_user: joined[0] ?? null,
    };
  }

  private async send(
    auth: AuthContext,
    access: WorkspaceAccess,
    targets: Target[],
    locale: Locale,
  ): Promise<{ sent: Sent[]; joined: string[] }> {
    const now = this.clock.now();
    const idWorkspace = access.workspace.id;
    const outcome = await this.transactions.run(async (tx) => {
      const plan = await this.seats.lockWorkspace(idWorkspace, tx);
      if (plan === undefined) throw notFound(ErrorKey.WorkspaceNotFound, 'Workspace not found.');
      const steps = await this.decide(tx, idWorkspace, targets, now);
      const seats = steps.filter((step) => step.takesSeat).length;
      const { memberLimit } = this.plans.limits(plan);
      const workspace = { id: idWorkspace, plan, memberLimit };
      await requireSeats(this.seats, tx, workspace, seats, now);
      const sent: Sent[] = [];
      const joined: string[] = [];
      for (const step of steps) {
        if (step.joinsProjectNow && step.idUser && step.target.project) {
          await this.invitations.addToProjects(
            idWorkspace,
            step.idUser,
            [step.target.project.id],
            tx,
          );
          joined.push(step.idUser);
        } else {
          sent.push(await this.write(tx, auth, idWorkspace, step, locale, now));
        }
      }
      return { sent, joined };
    });
    // Mail only what was committed; a failure here leaves invitations that can be re-sent.
    await this.mailAll(auth, access, outcome.sent, locale);
    return outcome;
  }

  /**
   * Classifies every e-mail before writing anything: an ACTIVE member invited to a project just
   * joins it; any other ACTIVE or INACTIVE member is 409 conflict_user; a pending invitee is
   * invited again (a new token, the old one revoked) without taking another seat.
   */
  private async decide(tx: Tx, idWorkspace: string, targets: Target[], now: Date) {
    const emails = targets.map((target) => target.email);
    const users = new Map(
      (await this.invitations.usersByEmail(emails, tx)).map((user) => [user.email, user.id]),
    );
    const memberships = new Map(
      (await this.members.findForUsers(idWorkspace, [...users.values()], tx)).map((member) => [
        member.idUser,
        member,
      ]),
    );
    const invitedRoles = await this.invitations.liveRoles(idWorkspace, emails, now, tx);
    return targets.map((target): Step => {
      const idUser = users.get(target.email) ?? null;
      const member = idUser ? memberships.get(idUser) : undefined;
      const current = member?.deletedAt === null ? member : undefined;
      if (current?.status === MemberStatus.Active && target.project) {
        return {
          target,
          role: target.role,
          idUser,
          member,
          joinsProjectNow: true,
          takesSeat: false,
        };
      }
      if (current && current.status !== MemberStatus.Pending) {
        throw conflict(ErrorKey.ConflictUser, `${target.email} is already a member here.`);
      }
      const pendingRole = parseRole(current?.role ?? invitedRoles.get(target.email) ?? '');
      // Re-inviting to the workspace sets the role; a project invitation keeps the pending one.
      const role = target.project ? (pendingRole ?? target.role) : target.role;
      return { target, role, idUser, member, joinsProjectNow: false, takesSeat: !pendingRole };
    });
  }

  private async write(
    tx: Tx,
    auth: AuthContext,
    idWorkspace: string,
    step: Step,
    locale: Locale,
    now: Date,
  ): Promise<Sent> {
    const { target, role, idUser, member } = step;
    const idProject = target.project?.id ?? null;
    await this.invitations.revokeLive(idWorkspace, target.email, idProject, now, tx);
    await this.invitations.setLiveRole(idWorkspace, target.email, role, now, tx);
    if (idUser && member) {
      await this.members.update(
        [member.id],
        {
          role,
          status: MemberStatus.Pending,
          deletedAt: null,
          invitedBy: auth.user.id,
        },
        tx,
      );
    } else if (idUser) {
      await this.members.create(
        {
          idWorkspace,
          idUser,
          role,
          status: MemberStatus.Pending,
          isDefault: false,
          invitedBy: auth.user.id,
        },
        tx,
      );
    }
    const token = randomToken();
    const invitation = await this.invitations.create(
      {
        idWorkspace,
        email: target.email,
        role,
        kind: target.kind,
        idProject,
        tokenHash: sha256(token),
        locale,
        invitedBy: auth.user.id,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      },
      tx,
    );
    return { invitation, idUser, token, project: target.project };
  }

  private async mailAll(
    auth: AuthContext,
    access: WorkspaceAccess,
    sent: Sent[],
    locale: Locale,
  ): Promise<void> {
    const inviter = oneLine(memberName({ member: access.member, user: auth.user }));
    const workspace = oneLine(access.workspace.name);
    for (const { invitation, token, project } of sent) {
      const link = `${this.config.publicUrl}/${locale}/signup/member/invite?token=${encodeURIComponent(token)}`;
      const common = { workspace, inviter, link, days: INVITATION_VALID_DAYS };
      const template: MailTemplate = project
        ? { kind: 'project-invitation', project: oneLine(project.name), ...common }
        : { kind: 'workspace-invitation', ...common };
      await this.mail.send(invitation.email, locale, template);
    }
  }
}

/** Names typed by users go into subjects: no line breaks. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
