import { Module } from '@nestjs/common';
import { MembersModule } from '#src/modules/members/index.js';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';
import { InvitationLookupService } from './invitation-lookup.service.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';
import { InvitationsService } from './invitations.service.js';

/** Sending invitations; accepting them is exported to the accounts sign-up route. */
@Module({
  imports: [MembersModule],
  controllers: [InvitationsController],
  providers: [
    InvitationsRepository,
    InvitationsService,
    InvitationAcceptanceService,
    InvitationLookupService,
  ],
  exports: [InvitationAcceptanceService],
})
export class InvitationsModule {}
