import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  parseSlackCommand,
  Permission,
  PlanFeature,
  type SlackCommandResult,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { MembershipLookup } from '#src/auth/membership-lookup.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { memberNotFound } from '#src/modules/workspace-times/index.js';
import { SlackClockService } from './slack-clock.service.js';
import { SlackIntegrationsRepository } from './slack-integrations.repository.js';
import { slackNotConnected } from './slack-integrations.service.js';
import { slackLocale, slackText } from './slack-messages.js';
import type { SlackCommandDto } from './slack.dto.js';

/**
 * The spec's POST /workspaces/slack/{cmd}: a Slack command for one member, called with a Punchcard
 * credential. The caller acts on themself, or (MANAGE_WORKSPACE_TIME_MODIFICATION) on a member;
 * refusals are the web clock's errors.
 */
@Injectable()
export class SlackActionsService {
  constructor(
    private readonly integrations: SlackIntegrationsRepository,
    private readonly clocking: SlackClockService,
    private readonly memberships: MembershipLookup,
    private readonly accessService: WorkspaceAccessService,
    private readonly plans: PlanRules,
  ) {}

  async run(
    access: WorkspaceAccess,
    cmd: string,
    dto: SlackCommandDto,
    context: { client: ClientMetadata; locale: string },
  ): Promise<SlackCommandResult> {
    const command = parseSlackCommand(cmd);
    if (!command) throw notFound(ErrorKey.NotFound, `Unknown Slack command "${cmd}".`);
    if (dto.id_workspace.toLowerCase() !== access.workspace.id) {
      throw notFound(ErrorKey.WorkspaceNotFound, 'Workspace not found.');
    }
    if (!this.plans.has(access.workspace.plan, PlanFeature.Integrations)) {
      throw forbidden(ErrorKey.PlanFeatureUnavailable, 'Integrations need the LITE plan or above.');
    }
    const integration = await this.integrations.forWorkspace(access.workspace.id);
    if (!integration) throw slackNotConnected();
    if (!integration.isClockOn) {
      throw forbidden(ErrorKey.Forbidden, 'Clocking from Slack is turned off for this workspace.');
    }
    const idUser = dto.id_user.toLowerCase();
    let member = access.member;
    if (idUser !== access.member.idUser) {
      this.accessService.require(access, Permission.ManageWorkspaceTimeModification);
      const membership = await this.memberships.findActiveAccess(access.workspace.id, idUser);
      if (!membership) throw memberNotFound();
      member = membership.member;
    }
    const reply = await this.clocking.perform({ access, member }, command, {
      integration,
      client: context.client,
      location: dto,
    });
    const locale = slackLocale(context.locale);
    return { command, text: slackText(reply, locale, access.workspace.timeZone), locale };
  }
}
