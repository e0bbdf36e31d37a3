import { Module } from '@nestjs/common';
import { WorkspaceTimesModule } from '#src/modules/workspace-times/index.js';
import { BreaksController } from './breaks.controller.js';
import { BreaksRepository } from './breaks.repository.js';
import { BreaksService } from './breaks.service.js';
import { MemberBreaksController } from './member-breaks.controller.js';

/**
 * Breaks, the caller's and (member-clocking) a member's.
 */
@Module({
  imports: [WorkspaceTimesModule],
  controllers: [BreaksController, MemberBreaksController],
  providers: [BreaksRepository, BreaksService],
  exports: [BreaksRepository],
})
export class BreaksModule {}
