import { Injectable } from '@nestjs/common';
import { ErrorKey, Permission, SlackCommand } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { conflict, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import type { TableRecord } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import { BreaksRepository } from '#src/modules/breaks/index.js';
import {
  type ClockAction,
  memberNotFound,
  spanMetadata,
  translateViolations,
  WorkspaceTimesRepository,
} from '#src/modules/workspace-times/index.js';
import type { SlackIntegrationRecord } from './slack-integrations.repository.js';
import { SlackMembersRepository, WHO_LIMIT } from './slack-members.repository.js';
import type { SlackReply } from './slack-messages.js';

/** Where the member says they are (the spec's call only: a slash command carries none). */
export interface SlackLocation {
  location?: string;
  latitude?: number;
  longitude?: number;
}

/** Who acts on whose time: the caller's access, and the member whose time it is. */
export interface SlackClockTarget {
  access: WorkspaceAccess;
  /** The member whose time it is (the caller, or a member a manager clocks). */
  member: TableRecord<'workspace_members'>;
}

/**
 * The commands behind `/punch` and POST /v1/workspaces/slack/{cmd}: the web clock's own
 * statements (the kiosk's way of sharing them: repositories with a ClockAction, inside the
 * caller's transaction), its error keys, and the member as started_by/stopped_by (or the manager
 * acting for them). The user agent marks the time as Slack's, as a kiosk marks its own. Refusals
 * throw the web's AppException; the slash command words them politely.
 */
@Injectable()
export class SlackClockService {
  constructor(
    private readonly plans: PlanRules,
    private readonly times: WorkspaceTimesRepository,
    private readonly breaks: BreaksRepository,
    private readonly members: SlackMembersRepository,
    private readonly accessService: WorkspaceAccessService,
    private readonly clock: Clock,
  ) {}

  async perform(
    target: SlackClockTarget,
    command: SlackCommand,
    context: {
      integration: SlackIntegrationRecord;
      client: ClientMetadata;
      location: SlackLocation;
      tx?: Tx;
    },
  ): Promise<SlackReply> {
    const { access, member } = target;
    const { integration, tx } = context;
    const forMember = member.idUser !== access.member.idUser;
    const idWorkspace = access.workspace.id;
    const idUser = member.idUser;
    const action = (): ClockAction => ({
      idWorkspace,
      idUser,
      actor: access.member.idUser,
      now: this.clock.now(),
      metadata: {
        // The member's own location switch and the plan decide, when Slack locations are on.
        ...spanMetadata(
          this.plans,
          context.client,
          { ...access, member },
          'workspace_time',
          integration.isLocationOn ? context.location : {},
        ),
        userAgent: `slack:${integration.teamId} ${integration.name}`.slice(0, 512),
      },
    });
    switch (command) {
      case SlackCommand.In: {
        const alreadyIn = () =>
          forMember
            ? preconditionFailed(
                ErrorKey.MemberAlreadyClockedIn,
                'The member is already clocked in.',
              )
            : preconditionFailed(ErrorKey.AlreadyClockedIn, 'You are already clocked in.');
        const row = await translateViolations(this.times.clockIn(action(), true, tx), {
          openWorkspaceTime: alreadyIn,
          workspaceTimeOverlap: alreadyIn,
        });
        if (!row) throw memberNotFound();
        return { kind: 'clocked_in', at: row.start_at };
      }
      case SlackCommand.Out: {
        const row = await translateViolations(this.times.clockOut(action(), true, tx), {
          breakOutside: () =>
            conflict(ErrorKey.UpdateConflict, 'A break started meanwhile: try again.'),
        });
        if (!row) {
          throw forMember
            ? notFound(ErrorKey.MemberOpenTimeNotFound, 'The member is not clocked in.')
            : notFound(ErrorKey.OpenTimeNotFound, 'You are not clocked in.');
        }
        return { kind: 'clocked_out', at: row.end_at };
      }
      case SlackCommand.Break: {
        const failed = () =>
          forMember
            ? preconditionFailed(
                ErrorKey.MemberStartBreakFailed,
                'The member is not clocked in or is on a break already.',
              )
            : preconditionFailed(
                ErrorKey.StartBreakFailed,
                'You are not clocked in or are on a break already.',
              );
        const row = await translateViolations(this.breaks.start(action(), true, tx), {
          openBreak: failed,
          breakOverlap: failed,
          breakOutside: failed,
        });
        if (!row) throw failed();
        return { kind: 'break_started', at: row.start_at };
      }
      case SlackCommand.Back: {
        const noBreak = () => notFound(ErrorKey.OpenBreakNotFound, 'No break is running.');
        const row = await translateViolations(this.breaks.end(action(), true, tx), {
          breakOutside: noBreak,
        });
        if (!row?.end_at) throw noBreak();
        return { kind: 'break_ended', at: row.end_at };
      }
      case SlackCommand.Status:
        return { kind: 'status', ...(await this.members.openState(idWorkspace, idUser, tx)) };
      case SlackCommand.Who: {
        // The live board's permission: who works when is not every member's business.
        this.accessService.require(access, Permission.ViewMemberTimestamps);
        const names = await this.members.clockedIn(idWorkspace, tx);
        return { kind: 'who', names: names.slice(0, WHO_LIMIT), more: names.length > WHO_LIMIT };
      }
    }
  }
}
