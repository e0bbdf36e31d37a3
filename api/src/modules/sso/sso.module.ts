import { Module } from '@nestjs/common';
import { AccountsModule } from '#src/modules/accounts/index.js';
import { SsoLinksModule } from '#src/modules/sso-links/index.js';
import { UsersModule } from '#src/modules/users/index.js';
import { WorkspacesModule } from '#src/modules/workspaces/index.js';
import { SsoController } from './sso.controller.js';
import { SsoAccountsService } from './sso.service.js';
import { SsoProvidersService } from './sso-providers.service.js';
import { SsoRequirementController } from './sso-requirement.controller.js';
import { SsoRequirementService } from './sso-requirement.service.js';

@Module({
  imports: [AccountsModule, SsoLinksModule, UsersModule, WorkspacesModule],
  controllers: [SsoController, SsoRequirementController],
  providers: [SsoProvidersService, SsoAccountsService, SsoRequirementService],
})
export class SsoModule {}
