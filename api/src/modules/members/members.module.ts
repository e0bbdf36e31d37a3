import { Module } from '@nestjs/common';
import { MembershipLookup } from '#src/auth/membership-lookup.js';
import { MemberRolesService } from './member-roles.service.js';
import { MemberStatusService } from './member-status.service.js';
import { MembersController } from './members.controller.js';
import { MembersRepository } from './members.repository.js';
import { MembersService } from './members.service.js';
import { SeatChanges } from './seat-changes.js';
import { SeatsRepository } from './seats.repository.js';

/**
 * Sessions, workspace access and uploads come from the global auth and uploads modules (auth
 * imports this module for its membership reads, so it is not imported back); the
 * MemberDataErasure of kiosk selfies is global too.
 */
@Module({
  controllers: [MembersController],
  providers: [
    MembersRepository,
    SeatsRepository,
    SeatChanges,
    MembersService,
    MemberRolesService,
    MemberStatusService,
    // Typed through the factory, so a change to the repository that breaks auth's port fails here.
    {
      provide: MembershipLookup,
      useFactory: (members: MembersRepository): MembershipLookup => members,
      inject: [MembersRepository],
    },
  ],
  exports: [MembersRepository, SeatsRepository, SeatChanges, MembershipLookup],
})
export class MembersModule {}
