import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  type Invitation,
  type InvitationLookupResponse,
  type Locale,
  Permission,
  type ProjectInvitationResponse,
} from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { AuthThrottle } from '#src/auth/auth-throttle.js';
import { Authenticated, CurrentAccess, CurrentAuth, Public } from '#src/auth/auth.decorators.js';
import { FailureBudget } from '#src/auth/failure-budget.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  InvitationDto,
  InvitationLookupQueryDto,
  InvitationLookupResponseDto,
  InviteProjectGuestDto,
  InviteProjectMemberDto,
  InviteWorkspaceMembersDto,
  ProjectInvitationResponseDto,
} from './invitations.dto.js';
import { InvitationLookupService } from './invitation-lookup.service.js';
import { InvitationsService } from './invitations.service.js';

/**
 * Invitations into the caller's active workspace, mailed in the caller's language. They are
 * accepted through POST /v1/accounts/members.
 */
@ApiTags('invitations')
@Controller('accounts/invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly lookups: InvitationLookupService,
  ) {}

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

  // Static, and declared before the `{id}` routes: a token look-up is never taken for an id.
  @Get('lookup')
  @Public()
  @AuthThrottle()
  // Each answer tells whether a guessed token is live: wrong guesses spend the IP's budget.
  @FailureBudget({ failures: [ErrorKey.InvitationNotFound] })
  @ApiOperation({ summary: 'Look up an invitation token' })
  @ApiErrors(ErrorKey.InvitationNotFound)
  @ApiOkResponse({
    type: InvitationLookupResponseDto,
    description: 'Workspace, inviter and e-mail of a live invitation, for its landing page',
  })
  lookup(@Query() query: InvitationLookupQueryDto): Promise<InvitationLookupResponse> {
    return this.lookups.lookup(query.token);
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

  @Post(':id/resend')
  @HttpCode(200)
  @Authenticated({ permission: Permission.ManageWorkspaceMembers })
  @ApiOperation({ summary: 'Resend an invitation' })
  @ApiErrors(
    ErrorKey.InvitationNotFound,
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.RoleNotAllowed,
    ErrorKey.ProjectNotFound,
    ErrorKey.ConflictUser,
  )
  @ApiOkResponse({
    type: InvitationDto,
    description: 'Mailed again with a new link (a new id); the old link stops working',
  })
  resend(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<Invitation> {
    return this.invitations.resend(auth, access, id);
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
