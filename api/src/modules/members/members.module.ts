import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemberRolesService } from './member-roles.service.js';
import { MemberStatusService } from './member-status.service.js';
import { MembersController } from './members.controller.js';
import { MembersRepository } from './members.repository.js';
import { MembersService } from './members.service.js';
import { SeatsRepository } from './seats.repository.js';
import { WorkspaceMemberEntity } from './workspace-member.entity.js';

/**
 * Sessions, workspace access and uploads come from the global auth and uploads modules (auth
 * imports this module for the repository, so it is not imported back).
 */
@Module({
  imports: [TypeOrmModule.forFeature([WorkspaceMemberEntity])],
  controllers: [MembersController],
  providers: [
    MembersRepository,
    SeatsRepository,
    MembersService,
    MemberRolesService,
    MemberStatusService,
  ],
  exports: [MembersRepository, SeatsRepository],
})
export class MembersModule {}
