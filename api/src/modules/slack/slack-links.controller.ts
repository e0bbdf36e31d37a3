import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type SlackLink, type SlackLinkPreview } from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAuth } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { SlackLinksService } from './slack-links.service.js';
import { ConfirmSlackLinkDto, SlackLinkDto, SlackLinkPreviewDto } from './slack.dto.js';

/** The signed-in account confirming a one-time link from `/punch` (the web's /slack/link). */
@ApiTags('slack')
@Controller('accounts/me/slack-links')
export class SlackLinksController {
  constructor(private readonly links: SlackLinksService) {}

  @Get(':token')
  @Authenticated()
  @ApiOperation({ summary: 'What a one-time Slack link would connect' })
  @ApiErrors(ErrorKey.SlackLinkInvalid)
  @ApiOkResponse({ type: SlackLinkPreviewDto })
  preview(@Param('token') token: string): Promise<SlackLinkPreview> {
    return this.links.preview(token);
  }

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: 'Connect the Slack user of a one-time link to this account',
    description: 'The account must be an active member of the workspace the team is connected to',
  })
  @ApiErrors(ErrorKey.SlackLinkInvalid, ErrorKey.Forbidden)
  @ApiCreatedResponse({ type: SlackLinkDto })
  confirm(@CurrentAuth() auth: AuthContext, @Body() dto: ConfirmSlackLinkDto): Promise<SlackLink> {
    return this.links.confirm(auth.user.id, dto.token);
  }
}
