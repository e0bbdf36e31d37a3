import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  type Invitation,
  type Locale,
  Permission,
  type ProjectInvitationResponse,
} from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess, CurrentAuth } from '#src/auth/auth.decorators.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  InvitationDto,
  InviteProjectGuestDto,
  InviteProjectMemberDto,
  InviteWorkspaceMembersDto,
  ProjectInvitationResponseDto,
} from './invitations.dto.js';
import { InvitationsService } from './invitations.service.js';

/**
 * Invitations into the caller's active workspace, mailed in the caller's language. They are
 * accepted through POST /v1/accounts/members.
 */
@ApiTags('invitations')
@Controller('accounts/invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  @Authenticated({ permission: Permission.ManageWorkspaceMembers })
  @ApiOperation({ summary: 'List open invitations' })
  @ApiOkResponse({
    type: [InvitationDto],
    description: 'Live invitations of the active workspace, e-mails without an account included',
  })
  list(@CurrentAccess() access: WorkspaceAccess): Promise<Invitation[]> {
    return this.invitations.listLive(access);
  }

  @Post('workspace-members')
  @Authenticated({ permission: Permission.ManageWorkspaceMembers })
  @ApiOperation({ summary: 'Invite workspace members' })
  @ApiErrors(
    ErrorKey.AddMemberForbidden,
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.RoleNotAllowed,
    ErrorKey.ConflictUser,
  )
  @ApiCreatedResponse({ type: [InvitationDto], description: 'The invitations mailed' })
  inviteMembers(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: InviteWorkspaceMembersDto,
    @RequestLocale() locale: Locale,
  ): Promise<Invitation[]> {
    return this.invitations.inviteToWorkspace(auth, access, dto, locale);
  }

  @Post('project-members')
  @Authenticated({ permission: Permission.ManageWorkspaceMembers })
  @ApiOperation({ summary: 'Invite a project member' })
  @ApiErrors(
    ErrorKey.AddMemberForbidden,
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.RoleNotAllowed,
    ErrorKey.ProjectNotFound,
    ErrorKey.ConflictUser,
  )
  @ApiCreatedResponse({ type: ProjectInvitationResponseDto })
  inviteProjectMember(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: InviteProjectMemberDto,
    @RequestLocale() locale: Locale,
  ): Promise<ProjectInvitationResponse> {
    return this.invitations.inviteToProject(auth, access, dto, locale);
  }

  @Post('project-guests')
  @Authenticated({ permission: Permission.InviteProjectGuest })
  @ApiOperation({ summary: 'Invite a project guest' })
  @ApiErrors(
    ErrorKey.AddMemberForbidden,
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.ProjectNotFound,
    ErrorKey.ConflictUser,
  )
  @ApiCreatedResponse({ type: ProjectInvitationResponseDto })
  inviteProjectGuest(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: InviteProjectGuestDto,
    @RequestLocale() locale: Locale,
  ): Promise<ProjectInvitationResponse> {
    return this.invitations.inviteProjectGuest(auth, access, dto, locale);
  }

  @Delete(':id')
  @Authenticated({ permission: Permission.ManageWorkspaceMembers })
  @ApiOperation({ summary: 'Revoke an invitation' })
  @ApiErrors(ErrorKey.InvitationNotFound)
  @ApiOkResponse({ type: InvitationDto, description: 'Withdraws a live invitation' })
  revoke(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Invitation> {
    return this.invitations.revoke(access, id);
  }
}
