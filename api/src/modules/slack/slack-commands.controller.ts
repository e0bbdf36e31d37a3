import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorKey } from '@punchcard/shared';
import { Public } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  type SlackMessage,
  SlackCommandsService,
  type SlashRequest,
} from './slack-commands.service.js';
import { SlackSignedRequest } from './slack-request.decorator.js';
import { SlackCommandsThrottle } from './slack-throttle.js';
import { SlackMessageDto, SlashCommandFormDto } from './slack.dto.js';

@ApiTags('slack')
@Controller('slack')
export class SlackCommandsController {
  constructor(private readonly commands: SlackCommandsService) {}

  /**
   * Slack calls this with no session or key: its signature over the raw body, made with
   * SLACK_SIGNING_SECRET, is the credential.
   */
  @Post('commands')
  @Public()
  @SlackCommandsThrottle()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Receive a /punch slash command from Slack',
    description:
      'Answers an ephemeral message within three seconds, or an empty 200 and the message later through response_url',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: SlashCommandFormDto })
  @ApiHeader({ name: 'X-Slack-Signature', required: true })
  @ApiHeader({ name: 'X-Slack-Request-Timestamp', required: true })
  @ApiErrors(ErrorKey.SlackSignatureInvalid)
  @ApiOkResponse({ type: SlackMessageDto })
  receive(@SlackSignedRequest() request: SlashRequest): Promise<SlackMessage | undefined> {
    return this.commands.receive(request);
  }
}
