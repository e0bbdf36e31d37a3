import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Member } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { MemberDto } from './members.dto.js';
import { MembersService } from './members.service.js';

@ApiTags('members')
@Controller('workspaces')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get(':id/members')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOkResponse({ type: [MemberDto] })
  list(@CurrentAccess() access: WorkspaceAccess): Promise<Member[]> {
    return this.members.list(access);
  }
}
