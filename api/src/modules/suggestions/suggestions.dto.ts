import { ApiProperty } from '@nestjs/swagger';
import {
  REPORT_RANGE_MAX_DAYS,
  type ReportSuggestionItem,
  type ReportSuggestions,
  type ReportSuggestionsBody,
  type SuggestedTask,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
  type TaskSuggestions,
} from '@punchcard/shared';
import { IsIn, IsUUID } from 'class-validator';
import { IsUnixSeconds, UNIX } from '#src/common/http/unix-seconds.js';
import { LANGUAGE_NAMES } from './suggestion-format.js';

const LANGUAGES = Object.values(LANGUAGE_NAMES);
const SOURCES = ['model', 'built_in'] as const;

export class ReportSuggestionsBodyDto implements ReportSuggestionsBody {
  @ApiProperty({
    format: 'uuid',
    description: "The member whose report; another's needs VIEW_MEMBER_TIMESTAMPS",
  })
  @IsUUID()
  id_user: string;

  @ApiProperty({ ...UNIX, description: 'unix seconds: the period starts here (inclusive)' })
  @IsUnixSeconds()
  start_date: number;

  @ApiProperty({
    ...UNIX,
    description: `unix seconds: the period ends here (exclusive); at most ${REPORT_RANGE_MAX_DAYS} days after start_date`,
  })
  @IsUnixSeconds()
  end_date: number;

  @ApiProperty({ enum: LANGUAGES, description: "The page language's English display name" })
  @IsIn(LANGUAGES)
  lang: string;
}

export class ReportSuggestionItemDto implements ReportSuggestionItem {
  @ApiProperty({ type: 'integer', minimum: 1 }) number: number;
  @ApiProperty() description: string;
}

export class ReportSuggestionsDto implements ReportSuggestions {
  @ApiProperty() intro_suggestion: string;
  @ApiProperty({ type: [ReportSuggestionItemDto] }) list_suggestions: ReportSuggestionItemDto[];
  @ApiProperty() outro_suggestion: string;
  @ApiProperty({ description: 'The model failed: the texts are the placeholder' })
  is_error: boolean;
  @ApiProperty({ enum: SOURCES, description: 'The configured model, or the built-in generator' })
  source: 'model' | 'built_in';
}

export class SuggestedTaskDto implements SuggestedTask {
  @ApiProperty() description: string;
  @ApiProperty({ enum: TASK_PRIORITIES, description: '0 none, 1 low, 2 medium, 3 high' })
  priority: TaskPriority;
  @ApiProperty({ enum: TASK_STATUSES, description: 'TODO when the model gave none' })
  status: TaskStatus;
}

export class TaskSuggestionsDto implements TaskSuggestions {
  @ApiProperty({ type: [SuggestedTaskDto] }) tasks: SuggestedTaskDto[];
  @ApiProperty() reminder: string;
  @ApiProperty({ description: 'The model failed: the reminder is the placeholder' })
  is_error: boolean;
  @ApiProperty({ enum: SOURCES }) source: 'model' | 'built_in';
}
