import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { BreaksModule } from '#src/modules/breaks/index.js';
import { MembersModule } from '#src/modules/members/index.js';
import { PermissionsModule } from '#src/modules/permissions/index.js';
import { WorkspaceTimesModule } from '#src/modules/workspace-times/index.js';
import { SlackActionsService } from './slack-actions.service.js';
import { SlackApi } from './slack-api.client.js';
import { SlackClockService } from './slack-clock.service.js';
import { SlackCommandsController } from './slack-commands.controller.js';
import { SlackCommandsService } from './slack-commands.service.js';
import { SlackIntegrationsController } from './slack-integrations.controller.js';
import { SlackIntegrationsRepository } from './slack-integrations.repository.js';
import { SlackIntegrationsService } from './slack-integrations.service.js';
import { SlackLinksController } from './slack-links.controller.js';
import { SlackLinksService } from './slack-links.service.js';
import { SlackMembersRepository } from './slack-members.repository.js';
import { SlackCommandsThrottlerGuard } from './slack-throttle.js';
import { SlackTokenCipher } from './slack-token-cipher.js';

/**
 * Slack: a workspace connects one team (OAuth v2), members clock with `/punch`. Clocking goes
 * through the web clock's statements (workspace-times, breaks).
 */
@Module({
  imports: [WorkspaceTimesModule, BreaksModule, MembersModule, PermissionsModule],
  controllers: [SlackIntegrationsController, SlackCommandsController, SlackLinksController],
  providers: [
    SlackApi,
    {
      provide: SlackTokenCipher,
      inject: [APP_CONFIG],
      // Unconfigured, no token is ever sealed: connecting needs the app (slack_not_configured).
      useFactory: (config: AppConfig) => new SlackTokenCipher(config.slack?.clientSecret ?? ''),
    },
    SlackIntegrationsRepository,
    SlackMembersRepository,
    SlackIntegrationsService,
    SlackClockService,
    SlackActionsService,
    SlackCommandsService,
    SlackLinksService,
    SlackCommandsThrottlerGuard,
  ],
})
export class SlackModule {}
