import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  Permission,
  SLACK_COMMANDS,
  type SlackCommandResult,
  type SlackIntegration,
  type SlackIntegrationState,
} from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess, CurrentAuth } from '#src/auth/auth.decorators.js';
import { ClientMeta, type ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { Idempotent } from '#src/modules/idempotency/index.js';
import { SlackActionsService } from './slack-actions.service.js';
import { SlackIntegrationsService } from './slack-integrations.service.js';
import {
  ConnectSlackDto,
  DisconnectSlackQueryDto,
  SlackClockToggleDto,
  SlackCommandDto,
  SlackCommandResultDto,
  SlackIntegrationDto,
  SlackIntegrationStateDto,
  SlackLocationToggleDto,
} from './slack.dto.js';

const MANAGE = { permission: Permission.ManageWorkspaceSettings } as const;

/** The active workspace's Slack integration (MANAGE_WORKSPACE_SETTINGS), and the spec's {cmd}. */
@ApiTags('slack')
@Controller('workspaces/slack')
export class SlackIntegrationsController {
  constructor(
    private readonly integrations: SlackIntegrationsService,
    private readonly actions: SlackActionsService,
  ) {}

  @Get()
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'The Slack integration, and how to connect one' })
  @ApiOkResponse({ type: SlackIntegrationStateDto })
  state(@CurrentAccess() access: WorkspaceAccess): Promise<SlackIntegrationState> {
    return this.integrations.state(access);
  }

  @Put()
  @Authenticated(MANAGE)
  @ApiOperation({
    summary: 'Connect a Slack team',
    description: "With the code Slack's OAuth v2 redirect brought back (oauth.v2.access)",
  })
  @ApiErrors(
    ErrorKey.SlackNotConfigured,
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.SlackTeamTaken,
    ErrorKey.SlackFailed,
    ErrorKey.UpdateConflict,
  )
  @ApiOkResponse({ type: SlackIntegrationDto })
  connect(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: ConnectSlackDto,
  ): Promise<SlackIntegration> {
    return this.integrations.connect(access, dto);
  }

  @Patch()
  @Authenticated(MANAGE)
  @ApiOperation({ summary: "Refresh the Slack team's name (team.info)" })
  @ApiErrors(ErrorKey.SlackNotConnected, ErrorKey.SlackFailed)
  @ApiOkResponse({ type: SlackIntegrationDto })
  refresh(@CurrentAccess() access: WorkspaceAccess): Promise<SlackIntegration> {
    return this.integrations.refresh(access);
  }

  @Delete()
  @Authenticated(MANAGE)
  @ApiOperation({
    summary: 'Disconnect Slack',
    description: 'Revokes the bot token (auth.revoke), then forgets the team and its links',
  })
  @ApiErrors(ErrorKey.SlackNotConnected, ErrorKey.SlackFailed)
  @ApiOkResponse({ type: SlackIntegrationStateDto })
  disconnect(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: DisconnectSlackQueryDto,
  ): Promise<SlackIntegrationState> {
    return this.integrations.disconnect(access, query.id.toLowerCase());
  }

  @Patch('clock')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Turn clocking from Slack on or off' })
  @ApiErrors(ErrorKey.SlackNotConnected)
  @ApiOkResponse({ type: SlackIntegrationDto })
  setClock(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: SlackClockToggleDto,
  ): Promise<SlackIntegration> {
    return this.integrations.setClockOn(access, dto.is_clock_on);
  }

  @Patch('location')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Turn recording the location of Slack punches on or off' })
  @ApiErrors(ErrorKey.SlackNotConnected)
  @ApiOkResponse({ type: SlackIntegrationDto })
  setLocation(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: SlackLocationToggleDto,
  ): Promise<SlackIntegration> {
    return this.integrations.setLocationOn(access, dto.is_location_on);
  }

  @Post(':cmd')
  @Authenticated({ workspace: 'active' })
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Run a Slack command for a member',
    description:
      'The caller on themself, or a member with MANAGE_WORKSPACE_TIME_MODIFICATION; the answer is the text Slack would show',
  })
  @ApiParam({ name: 'cmd', enum: SLACK_COMMANDS })
  @ApiErrors(
    ErrorKey.NotFound,
    ErrorKey.WorkspaceNotFound,
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.SlackNotConnected,
    ErrorKey.Forbidden,
    ErrorKey.MemberNotFound,
    ErrorKey.AlreadyClockedIn,
    ErrorKey.MemberAlreadyClockedIn,
    ErrorKey.OpenTimeNotFound,
    ErrorKey.MemberOpenTimeNotFound,
    ErrorKey.StartBreakFailed,
    ErrorKey.MemberStartBreakFailed,
    ErrorKey.OpenBreakNotFound,
    ErrorKey.UpdateConflict,
  )
  @ApiOkResponse({ type: SlackCommandResultDto })
  run(
    @CurrentAccess() access: WorkspaceAccess,
    @CurrentAuth() auth: AuthContext,
    @Param('cmd') cmd: string,
    @ClientMeta() client: ClientMetadata,
    @Body() dto: SlackCommandDto,
  ): Promise<SlackCommandResult> {
    return this.actions.run(access, cmd, dto, { client, locale: auth.user.locale });
  }
}
