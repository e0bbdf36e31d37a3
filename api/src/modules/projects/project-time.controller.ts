import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type ProjectActivityPage, type ProjectTotal } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  ProjectActivitiesQueryDto,
  ProjectActivityPageDto,
  ProjectTotalDto,
  ProjectTotalQueryDto,
} from './project-time.dto.js';
import { ProjectTimeService } from './project-time.service.js';

const ACTIVE = { workspace: 'active' } as const;

/** Time spent on a project of the caller's active workspace. */
@ApiTags('projects')
@Controller('projects')
export class ProjectTimeController {
  constructor(private readonly time: ProjectTimeService) {}

  @Get(':id/total')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: "Total a project's time and cost in a period" })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.ProjectNotFound)
  @ApiOkResponse({
    type: ProjectTotalDto,
    description: "Per member and per task, clipped to [start, end), on the project's rates",
  })
  total(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Query() query: ProjectTotalQueryDto,
  ): Promise<ProjectTotal> {
    return this.time.total(access, id, query);
  }

  @Get(':id/activities')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: "List a project's activities in a period" })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.Forbidden, ErrorKey.ProjectNotFound)
  @ApiOkResponse({
    type: ProjectActivityPageDto,
    description: 'Live activities meeting [start, end), newest first, by pages',
  })
  activities(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Query() query: ProjectActivitiesQueryDto,
  ): Promise<ProjectActivityPage> {
    return this.time.activities(access, id, query);
  }
}
