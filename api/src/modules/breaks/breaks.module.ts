import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WorkspaceTimesModule } from '#src/modules/workspace-times/workspace-times.module.js';
import { BreakEntity } from './break.entity.js';
import { BreaksController } from './breaks.controller.js';
import { BreaksRepository } from './breaks.repository.js';
import { BreaksService } from './breaks.service.js';
import { MemberBreaksController } from './member-breaks.controller.js';

/**
 * Breaks, the caller's and (member-clocking) a member's. Registered before WorkspaceTimesModule:
 * `PATCH /workspaces/timestamps/break` must win over `PATCH /workspaces/timestamps/{id}`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BreakEntity]), WorkspaceTimesModule],
  controllers: [BreaksController, MemberBreaksController],
  providers: [BreaksRepository, BreaksService],
  exports: [BreaksRepository],
})
export class BreaksModule {}
