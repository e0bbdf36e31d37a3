import { Injectable, Logger } from '@nestjs/common';
import {
  type Locale,
  type ReportSuggestions,
  type TaskSuggestions,
  toUnixSeconds,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Clock } from '#src/common/time/clock.js';
import { MemberSummaryService } from '#src/modules/member-reports/index.js';
import { ProjectAccessService } from '#src/modules/projects/index.js';
import {
  builtInReportSuggestions,
  reportSuggestionsPlaceholder,
} from './built-in-report-suggestions.js';
import { builtInTaskSuggestions, taskSuggestionsPlaceholder } from './built-in-task-suggestions.js';
import { parseReportAnswer, parseTaskAnswer } from './model-answers.js';
import { reportPrompt, taskPrompt } from './model-prompts.js';
import { OpenTasksRepository } from './open-tasks.repository.js';
import { localeOfLanguage } from './suggestion-format.js';
import { SuggestionModel } from './suggestion-model.js';
import type { ReportSuggestionsBodyDto } from './suggestions.dto.js';

/**
 * AI suggestions: a configured model when there is one, else the built-in generators. Both read
 * only what the caller may read (the summary report under its own rules, the tasks the caller
 * sees), and a model that fails, times out or answers garbage gives the spec's placeholder with
 * is_error, never an error status: the screen shows it and offers a retry.
 */
@Injectable()
export class SuggestionsService {
  private readonly logger = new Logger(SuggestionsService.name);

  constructor(
    private readonly summaries: MemberSummaryService,
    private readonly projectAccess: ProjectAccessService,
    private readonly openTasks: OpenTasksRepository,
    private readonly model: SuggestionModel,
    private readonly clock: Clock,
  ) {}

  async report(
    access: WorkspaceAccess,
    body: ReportSuggestionsBodyDto,
  ): Promise<ReportSuggestions> {
    const locale = localeOfLanguage(body.lang);
    const facts = await this.summaries.facts(access, body.id_user.toLowerCase(), {
      start_time: body.start_date,
      end_time: body.end_date,
    });
    if (!this.model.enabled) return builtInReportSuggestions(facts, locale);
    const content = await this.model.complete(reportPrompt(facts, locale));
    const answer = content === undefined ? undefined : parseReportAnswer(content);
    if (!answer) return this.failed(content, reportSuggestionsPlaceholder(locale));
    return { ...answer, is_error: false, source: 'model' };
  }

  async tasks(access: WorkspaceAccess, idUser: string, locale: Locale): Promise<TaskSuggestions> {
    await this.summaries.requireReadable(access, idUser);
    const tasks = await this.openTasks.openTasks(this.projectAccess.viewerOf(access), idUser);
    const context = {
      now: toUnixSeconds(this.clock.now()),
      timeZone: access.workspace.timeZone,
      locale,
    };
    if (!this.model.enabled) return builtInTaskSuggestions(tasks, context);
    const content = await this.model.complete(taskPrompt(tasks, context));
    const answer = content === undefined ? undefined : parseTaskAnswer(content);
    if (!answer) return this.failed(content, taskSuggestionsPlaceholder(locale));
    return { ...answer, is_error: false, source: 'model' };
  }

  /** The placeholder; an answer that came but could not be read is worth a log line. */
  private failed<T>(content: string | undefined, placeholder: T): T {
    if (content !== undefined) {
      this.logger.warn('The suggestion model answered something other than the JSON asked for');
    }
    return placeholder;
  }
}
