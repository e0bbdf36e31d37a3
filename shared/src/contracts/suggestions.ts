import type { UnixSeconds } from '../time.js';
import type { TaskPriority, TaskStatus } from './catalog.js';

/** AI suggestions (time-tracking-spec section 3, projects-billing-spec sections 3 and 7). */

/** POST /v1/openai/report/suggestions body. */
export interface ReportSuggestionsBody {
  id_user: string;
  start_date: UnixSeconds;
  end_date: UnixSeconds;
  /** English display name of the page language: "English" or "Japanese". */
  lang: string;
}

export interface ReportSuggestionItem {
  number: number;
  description: string;
}

/** The spec's report suggestions; a failure answers the placeholder with is_error true. */
export interface ReportSuggestions {
  intro_suggestion: string;
  list_suggestions: ReportSuggestionItem[];
  outro_suggestion: string;
  is_error: boolean;
  /** Who wrote it: the configured model, or the built-in generator. */
  source: 'model' | 'built_in';
}

export interface SuggestedTask {
  description: string;
  priority: TaskPriority;
  /** A status the model left out is TODO (projects-billing-spec section 9). */
  status: TaskStatus;
}

/** GET /v1/openai/workspaces/{workspaceId}/users/{userId}/lang/{locale} */
export interface TaskSuggestions {
  tasks: SuggestedTask[];
  reminder: string;
  is_error: boolean;
  source: 'model' | 'built_in';
}
