import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersModule } from '#src/modules/members/members.module.js';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';
import { InvitationEntity } from './invitation.entity.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';
import { InvitationsService } from './invitations.service.js';

/** Sending invitations; accepting them is exported to the accounts sign-up route. */
@Module({
  imports: [TypeOrmModule.forFeature([InvitationEntity]), MembersModule],
  controllers: [InvitationsController],
  providers: [InvitationsRepository, InvitationsService, InvitationAcceptanceService],
  exports: [InvitationAcceptanceService],
})
export class InvitationsModule {}
