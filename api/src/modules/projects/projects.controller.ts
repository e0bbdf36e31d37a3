import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  Permission,
  type Project,
  type ProjectDetails,
  type ProjectMember,
  type ProjectMemberRate,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { ProjectMembersService } from './project-members.service.js';
import {
  AttachProjectClientDto,
  CreateProjectDto,
  DetachProjectClientsQueryDto,
  ProjectDetailsDto,
  ProjectDto,
  ProjectListQueryDto,
  ProjectMemberDto,
  ProjectMemberRateResultDto,
  ProjectMemberRequestDto,
  UpdateMemberRatesDto,
  UpdateProjectSettingsDto,
} from './projects.dto.js';
import { ProjectsService } from './projects.service.js';

const ACTIVE = { workspace: 'active' } as const;
const MANAGE = { permission: Permission.CudProjectTask } as const;

/**
 * Projects of the caller's active workspace. Static paths (`members/hourly-rate`) come before
 * `{id}` ones; `{id}` is a UUID either way.
 */
@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly members: ProjectMembersService,
  ) {}

  @Get()
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'List projects' })
  @ApiOkResponse({ type: [ProjectDto], description: 'Projects the caller may see, by name' })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: ProjectListQueryDto,
  ): Promise<Project[]> {
    return this.projects.list(access, query);
  }

  @Post()
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Create a project' })
  @ApiErrors(ErrorKey.CreateProjectError, ErrorKey.ProjectNotFound, ErrorKey.ConflictProject)
  @ApiCreatedResponse({ type: ProjectDetailsDto })
  create(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: CreateProjectDto,
  ): Promise<ProjectDetails> {
    return this.projects.create(access, dto);
  }

  @Patch('members/hourly-rate')
  @Authenticated({ permission: Permission.ManageWorkspaceMembers })
  @ApiOperation({ summary: "Set members' hourly rates" })
  @ApiErrors(
    ErrorKey.PlanFeatureUnavailable,
    ErrorKey.ProjectMemberNotFound,
    ErrorKey.ProjectNotFound,
  )
  @ApiOkResponse({ type: [ProjectMemberRateResultDto], description: 'All or nothing' })
  setRates(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: UpdateMemberRatesDto,
  ): Promise<ProjectMemberRate[]> {
    return this.members.setRates(access, dto.rates);
  }

  @Get(':id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Get a project' })
  @ApiErrors(ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: ProjectDetailsDto })
  get(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<ProjectDetails> {
    return this.projects.get(access, id);
  }

  @Put(':id/settings')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: "Change a project's settings" })
  @ApiErrors(ErrorKey.CreateProjectError, ErrorKey.ProjectNotFound, ErrorKey.ConflictProject)
  @ApiOkResponse({ type: ProjectDetailsDto })
  updateSettings(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: UpdateProjectSettingsDto,
  ): Promise<ProjectDetails> {
    return this.projects.updateSettings(access, id, dto);
  }

  @Patch(':id/is-archived')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Archive a project' })
  @ApiErrors(ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: ProjectDetailsDto, description: 'Archives (keeps an earlier time)' })
  archive(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<ProjectDetails> {
    return this.projects.setArchived(access, id, true);
  }

  @Delete(':id/is-archived')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Unarchive a project' })
  @ApiErrors(ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: ProjectDetailsDto, description: 'Unarchives' })
  unarchive(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<ProjectDetails> {
    return this.projects.setArchived(access, id, false);
  }

  @Patch(':id/is-favorite')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Mark a project as a favourite' })
  @ApiErrors(ErrorKey.ProjectAddMemberForbidden, ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: ProjectDetailsDto, description: 'Joins a public project if needed' })
  favorite(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<ProjectDetails> {
    return this.projects.setFavorite(access, id, true);
  }

  @Delete(':id/is-favorite')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Unmark a favourite project' })
  @ApiErrors(ErrorKey.ProjectAddMemberForbidden, ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: ProjectDetailsDto })
  unfavorite(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<ProjectDetails> {
    return this.projects.setFavorite(access, id, false);
  }

  @Post(':id/members/me')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Join a project' })
  @ApiErrors(
    ErrorKey.ProjectAddMemberForbidden,
    ErrorKey.ProjectNotFound,
    ErrorKey.ConflictProjectMember,
  )
  @ApiCreatedResponse({ type: ProjectDetailsDto, description: 'Joins the project' })
  join(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<ProjectDetails> {
    return this.members.join(access, id);
  }

  @Delete(':id/members/me')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Leave a project' })
  @ApiErrors(ErrorKey.ProjectMemberNotFound, ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: ProjectDetailsDto, description: 'Leaves the project' })
  leave(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<ProjectDetails> {
    return this.members.leave(access, id);
  }

  @Get(':id/members')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: "List a project's members" })
  @ApiErrors(ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: [ProjectMemberDto] })
  listMembers(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<ProjectMember[]> {
    return this.members.list(access, id);
  }

  /** The permission is checked in the service, to answer the spec's add_member_forbidden. */
  @Post(':id/members')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Add members to a project' })
  @ApiErrors(
    ErrorKey.ProjectAddMemberForbidden,
    ErrorKey.ProjectMemberNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.ConflictProjectMember,
  )
  @ApiCreatedResponse({ type: [ProjectMemberDto], description: 'The members after adding' })
  addMember(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: ProjectMemberRequestDto,
  ): Promise<ProjectMember[]> {
    return this.members.add(access, id, dto.id_user);
  }

  @Post(':id/members/remove')
  @HttpCode(200)
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Remove members from a project' })
  @ApiErrors(ErrorKey.ProjectMemberNotFound, ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: [ProjectMemberDto], description: 'The members after removing' })
  removeMember(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: ProjectMemberRequestDto,
  ): Promise<ProjectMember[]> {
    return this.members.remove(access, id, dto.id_user);
  }

  /** The permission is checked in the service, to answer the spec's add_project_forbidden. */
  @Post(':id/clients')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Attach a client to a project' })
  @ApiErrors(
    ErrorKey.ClientAddProjectForbidden,
    ErrorKey.ClientNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.Conflict,
  )
  @ApiCreatedResponse({ type: ProjectDetailsDto })
  attachClient(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: AttachProjectClientDto,
  ): Promise<ProjectDetails> {
    return this.projects.attachClient(access, id, dto.id_client);
  }

  @Delete(':id/clients')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Detach clients from a project' })
  @ApiErrors(ErrorKey.ClientNotFound, ErrorKey.ProjectNotFound)
  @ApiOkResponse({ type: ProjectDetailsDto })
  detachClients(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Query() query: DetachProjectClientsQueryDto,
  ): Promise<ProjectDetails> {
    return this.projects.detachClients(access, id, query);
  }
}
