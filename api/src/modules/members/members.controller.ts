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
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type Member, Permission } from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess, CurrentAuth } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { ImageUpload } from '#src/modules/uploads/index.js';
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
  @ApiOperation({ summary: "List a workspace's members" })
  @ApiErrors(ErrorKey.Forbidden)
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
  @ApiOperation({ summary: "Set the caller's nickname" })
  @ApiErrors(ErrorKey.WorkspaceNicknameEmpty)
  @ApiOkResponse({ type: MemberDto, description: "The caller's nickname in the active workspace" })
  nickname(@CurrentAccess() access: WorkspaceAccess, @Body() dto: NicknameDto): Promise<Member> {
    return this.members.setOwnNickname(access, dto.nickname);
  }

  @Patch('members/me/avatar')
  @Authenticated({ workspace: 'active' })
  @ImageUpload()
  @ApiOperation({ summary: "Set the caller's member picture" })
  @ApiErrors(ErrorKey.UploadInvalidType, ErrorKey.UploadMissing, ErrorKey.UploadTooLarge)
  @ApiOkResponse({ type: MemberDto, description: "The caller's picture in the active workspace" })
  avatar(
    @CurrentAccess() access: WorkspaceAccess,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<Member> {
    return this.members.setOwnAvatar(access, file);
  }

  @Patch('members/role')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: "Change several members' roles" })
  @ApiErrors(
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.RoleNotAllowed,
    ErrorKey.MemberNotFound,
    ErrorKey.LastSuperOwner,
  )
  @ApiOkResponse({ type: [MemberDto] })
  changeRoles(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: ChangeMembersRoleDto,
  ): Promise<Member[]> {
    return this.roles.change(access, dto.members.id_users, dto.members.role);
  }

  @Patch('members/deactivate')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'Deactivate several members' })
  @ApiErrors(
    ErrorKey.RoleNotAllowed,
    ErrorKey.MemberNotFound,
    ErrorKey.LastSuperOwner,
    ErrorKey.PreconditionFailed,
  )
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
  @ApiOperation({ summary: 'Reactivate several members' })
  @ApiErrors(
    ErrorKey.AddMemberForbidden,
    ErrorKey.RoleNotAllowed,
    ErrorKey.MemberNotFound,
    ErrorKey.PreconditionFailed,
  )
  @ApiOkResponse({ type: [MemberDto] })
  reactivateMany(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: MemberIdsDto,
  ): Promise<Member[]> {
    return this.statuses.reactivate(access, dto.ids);
  }

  @Patch('members/restore')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Restore several removed members' })
  @ApiErrors(ErrorKey.AddMemberForbidden, ErrorKey.RoleNotAllowed, ErrorKey.MemberNotFound)
  @ApiOkResponse({ type: [MemberDto] })
  restoreMany(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: MemberIdsDto,
  ): Promise<Member[]> {
    return this.statuses.restore(access, dto.ids);
  }

  @Delete('members/pseudo')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Remove several members' })
  @ApiErrors(ErrorKey.RoleNotAllowed, ErrorKey.MemberNotFound, ErrorKey.LastSuperOwner)
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
  @ApiOperation({ summary: "Change a member's role" })
  @ApiErrors(
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.RoleNotAllowed,
    ErrorKey.MemberNotFound,
    ErrorKey.LastSuperOwner,
  )
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
  @ApiOperation({ summary: 'Deactivate a member' })
  @ApiErrors(
    ErrorKey.RoleNotAllowed,
    ErrorKey.MemberNotFound,
    ErrorKey.LastSuperOwner,
    ErrorKey.PreconditionFailed,
  )
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
  @ApiOperation({ summary: 'Reactivate a member' })
  @ApiErrors(
    ErrorKey.AddMemberForbidden,
    ErrorKey.RoleNotAllowed,
    ErrorKey.MemberNotFound,
    ErrorKey.PreconditionFailed,
  )
  @ApiOkResponse({ type: MemberDto })
  reactivate(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Member> {
    return single(this.statuses.reactivate(access, [id]));
  }

  @Patch('members/:id/restore')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Restore a removed member' })
  @ApiErrors(ErrorKey.AddMemberForbidden, ErrorKey.RoleNotAllowed, ErrorKey.MemberNotFound)
  @ApiOkResponse({ type: MemberDto })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Member> {
    return single(this.statuses.restore(access, [id]));
  }

  @Patch('members/:id/profile')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'Rename a member' })
  @ApiErrors(ErrorKey.RoleNotAllowed, ErrorKey.MemberNotFound)
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
  @ApiOperation({ summary: 'Remove a member' })
  @ApiErrors(ErrorKey.RoleNotAllowed, ErrorKey.MemberNotFound, ErrorKey.LastSuperOwner)
  @ApiOkResponse({ type: MemberDto, description: 'Soft delete' })
  remove(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<Member> {
    return single(this.statuses.remove(auth, access, [id]));
  }
}
