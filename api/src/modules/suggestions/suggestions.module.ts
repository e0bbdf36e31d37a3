import { Module } from '@nestjs/common';
import { MemberReportsModule } from '#src/modules/member-reports/index.js';
import { ProjectsModule } from '#src/modules/projects/index.js';
import { OpenTasksRepository } from './open-tasks.repository.js';
import { SuggestionModel } from './suggestion-model.js';
import { SuggestionThrottlerGuard } from './suggestion-throttle.js';
import { SuggestionsController } from './suggestions.controller.js';
import { SuggestionsService } from './suggestions.service.js';

/** AI suggestions for reports and tasks: a configured model or the built-in generator. */
@Module({
  imports: [MemberReportsModule, ProjectsModule],
  controllers: [SuggestionsController],
  providers: [OpenTasksRepository, SuggestionModel, SuggestionsService, SuggestionThrottlerGuard],
})
export class SuggestionsModule {}
