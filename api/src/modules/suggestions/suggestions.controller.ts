import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  type Locale,
  LOCALES,
  type ReportSuggestions,
  type TaskSuggestions,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { AppException } from '#src/common/errors/app.exception.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { SuggestionThrottle } from './suggestion-throttle.js';
import {
  ReportSuggestionsBodyDto,
  ReportSuggestionsDto,
  TaskSuggestionsDto,
} from './suggestions.dto.js';
import { SuggestionsService } from './suggestions.service.js';

/** The `{locale}` path segment: one of the app's languages, else 400. */
function LocaleParam(): ParameterDecorator {
  return Param('locale', {
    transform: (value: string): Locale => {
      const locale = LOCALES.find((known) => known === value);
      if (!locale) {
        throw new AppException(
          400,
          ErrorKey.BadRequest,
          `Path parameter "locale" must be one of ${LOCALES.join(', ')}.`,
        );
      }
      return locale;
    },
  });
}

/** AI suggestions for a member's report and their tasks (see SuggestionsService). */
@ApiTags('suggestions')
@Controller('openai')
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Post('report/suggestions')
  @HttpCode(200)
  @Authenticated({ workspace: 'active' })
  @SuggestionThrottle()
  @ApiOperation({
    summary: "Suggest improvements from a member's summary report",
    description:
      "The caller's own report, or another member's with VIEW_MEMBER_TIMESTAMPS. A model failure answers the placeholder with is_error true.",
  })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.Forbidden, ErrorKey.MemberNotFound)
  @ApiOkResponse({ type: ReportSuggestionsDto })
  report(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() body: ReportSuggestionsBodyDto,
  ): Promise<ReportSuggestions> {
    return this.suggestions.report(access, body);
  }

  @Get('workspaces/:workspaceId/users/:userId/lang/:locale')
  @Authenticated({ workspace: { param: 'workspaceId' } })
  @SuggestionThrottle()
  @ApiOperation({
    summary: "Suggest tasks from a member's open tasks",
    description:
      "The caller's own, or another member's with VIEW_MEMBER_TIMESTAMPS; only tasks the caller sees are read. A model failure answers the placeholder with is_error true.",
  })
  @ApiParam({ name: 'locale', enum: LOCALES })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.Forbidden, ErrorKey.MemberNotFound)
  @ApiOkResponse({ type: TaskSuggestionsDto })
  tasks(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam('workspaceId') _workspaceId: string,
    @UuidParam('userId') userId: string,
    @LocaleParam() locale: Locale,
  ): Promise<TaskSuggestions> {
    return this.suggestions.tasks(access, userId.toLowerCase(), locale);
  }
}
