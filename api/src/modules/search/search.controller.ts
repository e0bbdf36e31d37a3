import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SearchResult } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { SearchQueryDto, SearchResultDto } from './search.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'Search the active workspace' })
  @ApiOkResponse({
    type: SearchResultDto,
    description: 'Projects, tasks, members, clients, tags and categories of the active workspace',
  })
  find(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: SearchQueryDto,
  ): Promise<SearchResult> {
    return this.search.find(access, query);
  }
}
