import { Module } from '@nestjs/common';
import { InvitationsModule } from '#src/modules/invitations/index.js';
import { KioskIdentityModule } from '#src/modules/kiosk-identity/index.js';
import { MembersModule } from '#src/modules/members/index.js';
import { SsoLinksModule } from '#src/modules/sso-links/index.js';
import { WorkspacesModule } from '#src/modules/workspaces/index.js';
import { AccountSignInService } from './account-sign-in.service.js';
import { AccountViewsService } from './account-views.service.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { UsersModule } from '#src/modules/users/index.js';

@Module({
  imports: [
    UsersModule,
    MembersModule,
    InvitationsModule,
    WorkspacesModule,
    KioskIdentityModule,
    SsoLinksModule,
  ],
  controllers: [AccountsController],
  providers: [AccountsRepository, AccountsService, AccountViewsService, AccountSignInService],
  exports: [AccountSignInService],
})
export class AccountsModule {}
