import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type MemberWorkStatus, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { MemberWorkStatusService } from './member-work-status.service.js';
import { MemberWorkStatusDto } from './workspace-times.dto.js';

/**
 * The live board of the active workspace (who is working, on a break, since when). A static
 * segment under `workspaces/members`, beside member clocking's `{id}` routes of other methods.
 */
@ApiTags('workspace-times')
@Controller('workspaces/members')
export class MemberWorkStatusController {
  constructor(private readonly statuses: MemberWorkStatusService) {}

  @Get('work-status')
  @Authenticated({ permission: Permission.ViewMemberTimestamps })
  @ApiOperation({ summary: "The team's work status right now" })
  @ApiOkResponse({
    type: [MemberWorkStatusDto],
    description: 'One row per ACTIVE member, by user id',
  })
  list(@CurrentAccess() access: WorkspaceAccess): Promise<MemberWorkStatus[]> {
    return this.statuses.list(access);
  }
}
