import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvitationsModule } from '#src/modules/invitations/invitations.module.js';
import { MembersModule } from '#src/modules/members/members.module.js';
import { WorkspacesModule } from '#src/modules/workspaces/workspaces.module.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { SignupVerificationEntity } from './signup-verification.entity.js';
import { UsersModule } from './users.module.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([SignupVerificationEntity, PasswordResetEntity]),
    UsersModule,
    MembersModule,
    InvitationsModule,
    WorkspacesModule,
  ],
  controllers: [AccountsController],
  providers: [AccountsRepository, AccountsService],
})
export class AccountsModule {}
