import { Module } from '@nestjs/common';
import { InvitationsModule } from '#src/modules/invitations/index.js';
import { KioskIdentityModule } from '#src/modules/kiosk-identity/index.js';
import { MembersModule } from '#src/modules/members/index.js';
import { WorkspacesModule } from '#src/modules/workspaces/index.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { UsersModule } from '#src/modules/users/index.js';

@Module({
  imports: [UsersModule, MembersModule, InvitationsModule, WorkspacesModule, KioskIdentityModule],
  controllers: [AccountsController],
  providers: [AccountsRepository, AccountsService],
})
export class AccountsModule {}
