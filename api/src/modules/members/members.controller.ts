import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Query,
  UploadedFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Member, Permission } from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess, CurrentAuth } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ImageUpload } from '#src/modules/uploads/image-upload.interceptor.js';
import { single } from './member.mapper.js';
import { MemberRolesService } from './member-roles.service.js';
import { MemberStatusService } from './member-status.service.js';
import {
  ChangeMemberRoleDto,
  ChangeMembersRoleDto,
  MemberDto,
  MemberIdsDto,
  MemberListQueryDto,
  MemberProfileDto,
  NicknameDto,
} from './members.dto.js';
import { MembersService } from './members.service.js';

const MANAGE = { permission: Permission.ManageWorkspaceMembers } as const;

/**
 * Members of the caller's active workspace; `{id}` is the member's user id. Static paths
 * (`members/role`, `members/pseudo`...) are declared before their `members/{id}/...` twins.
 */
@ApiTags('members')
@Controller('workspaces')
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly roles: MemberRolesService,
    private readonly statuses: MemberStatusService,
  ) {}

  @Get(':id/members')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOkResponse({ type: [MemberDto] })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: MemberListQueryDto,
  ): Promise<Member[]> {
    return this.members.list(access, query.include_deleted);
  }

  @Post('nicknames')
  @HttpCode(200)
  @Authenticated({ workspace: 'active' })
  @ApiOkResponse({ type: MemberDto, description: "The caller's nickname in the active workspace" })
  nickname(@CurrentAccess() access: WorkspaceAccess, @Body() dto: NicknameDto): Promise<Member> {
    return this.members.setOwnNickname(access, dto.nickname);
  }

  @Patch('members/me/avatar')
  @Authenticated({ workspace: 'active' })
  @ImageUpload()
  @ApiOkResponse({ type: MemberDto, description: "The caller's picture in the active workspace" })
  avatar(
    @CurrentAccess() access: WorkspaceAccess,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<Member> {
    return this.members.setOwnAvatar(access, file);
  }

  @Patch('members/role')
  @Authenticated(MANAGE)
  @ApiOkResponse({ type: [MemberDto] })
  changeRoles(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: ChangeMembersRoleDto,
  ): Promise<Member[]> {
    return this.roles.change(access, dto.members.id_users, dto.members.role);
  }

  @Patch('members/deactivate')
  @Authenticated({ workspace: 'active' })
  @ApiOkResponse({ type: [MemberDto], description: 'Needs no permission for the caller alone' })
  deactivateMany(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: MemberIdsDto,
  ): Promise<Member[]> {
    return this.statuses.deactivate(auth, access, dto.ids);
  }

  @Patch('members/reactivate')
  @Authenticated(MANAGE)
  @ApiOkResponse({ type: [MemberDto] })
  reactivateMany(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: MemberIdsDto,
  ): Promise<Member[]> {
    return this.statuses.reactivate(access, dto.ids);
  }

  @Patch('members/restore')
  @Authenticated(MANAGE)
  @ApiOkResponse({ type: [MemberDto] })
  restoreMany(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: MemberIdsDto,
  ): Promise<Member[]> {
    return this.statuses.restore(access, dto.ids);
  }

  @Delete('members/pseudo')
  @Authenticated(MANAGE)
  @ApiOkResponse({ type: [MemberDto], description: 'Soft delete' })
  removeMany(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: MemberIdsDto,
  ): Promise<Member[]> {
    return this.statuses.remove(auth, access, dto.ids);
  }

  @Patch('members/:id/role')
  @Authenticated(MANAGE)
  @ApiOkResponse({ type: MemberDto })
  changeRole(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: ChangeMemberRoleDto,
  ): Promise<Member> {
    return single(this.roles.change(access, [id], dto.role));
  }

  @Patch('members/:id/deactivate')
  @Authenticated({ workspace: 'active' })
  @ApiOkResponse({ type: MemberDto, description: 'Also how a member leaves the workspace' })
  deactivate(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<Member> {
    return single(this.statuses.deactivate(auth, access, [id]));
  }

  @Patch('members/:id/reactivate')
  @Authenticated(MANAGE)
  @ApiOkResponse({ type: MemberDto })
  reactivate(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Member> {
    return single(this.statuses.reactivate(access, [id]));
  }

  @Patch('members/:id/restore')
  @Authenticated(MANAGE)
  @ApiOkResponse({ type: MemberDto })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Member> {
    return single(this.statuses.restore(access, [id]));
  }

  @Patch('members/:id/profile')
  @Authenticated({ workspace: 'active' })
  @ApiOkResponse({ type: MemberDto, description: 'Members may rename themselves' })
  profile(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: MemberProfileDto,
  ): Promise<Member> {
    return this.members.setProfile(access, id, dto);
  }

  @Delete('members/:id/pseudo')
  @Authenticated(MANAGE)
  @ApiOkResponse({ type: MemberDto, description: 'Soft delete' })
  remove(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<Member> {
    return single(this.statuses.remove(auth, access, [id]));
  }
}
