import {
  type Locale,
  type SuggestedTask,
  TaskPriority,
  TaskStatus,
  type TaskSuggestions,
} from '@punchcard/shared';
import { localDate } from './suggestion-format.js';
import { quoted, TASK_SUGGESTION_TEXTS } from './task-suggestion-texts.js';

/** An unfinished task of the member, as the suggestion writers read it. */
export interface OpenTask {
  name: string;
  project: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  /** Unix seconds; null without a due date. */
  due_at: number | null;
}

/** What the writers know besides the tasks: when "now" is and where its days begin. */
export interface TaskContext {
  now: number;
  timeZone: string;
  locale: Locale;
}

const DAY = 86_400;
const DUE_SOON = 3 * DAY;
const MAX_SUGGESTIONS = 5;

const higher = (a: TaskPriority, b: TaskPriority): TaskPriority => (a > b ? a : b);

/** One suggestion per task that calls for one, most pressing first. */
function fromTask(
  task: OpenTask,
  context: TaskContext,
): { rank: number; suggestion: SuggestedTask } {
  const texts = TASK_SUGGESTION_TEXTS[context.locale];
  const name = quoted(context.locale, task.name, task.project);
  const due = task.due_at === null ? '' : localDate(task.due_at, context.timeZone, context.locale);
  const keep = (rank: number, description: string, priority: TaskPriority) => ({
    rank,
    suggestion: { description, priority, status: task.status },
  });
  if (task.due_at !== null && task.due_at < context.now) {
    return keep(0, texts.overdue({ task: name, due }), TaskPriority.High);
  }
  if (task.due_at !== null && task.due_at < context.now + DUE_SOON) {
    return keep(1, texts.dueSoon({ task: name, due }), higher(task.priority, TaskPriority.Medium));
  }
  if (task.priority === TaskPriority.High) {
    return keep(2, texts.highPriority(name), TaskPriority.High);
  }
  if (task.status === TaskStatus.InProgress) return keep(3, texts.inProgress(name), task.priority);
  return keep(4, texts.next(name), task.priority);
}

/**
 * Deterministic task suggestions from the member's open tasks: overdue ones first, then those
 * due within three days, high priority, in progress, the rest. Without open tasks, two habits
 * worth forming. The status is the task's own (TODO unless it is under way).
 */
export function builtInTaskSuggestions(tasks: OpenTask[], context: TaskContext): TaskSuggestions {
  const texts = TASK_SUGGESTION_TEXTS[context.locale];
  const overdue = tasks.filter((task) => task.due_at !== null && task.due_at < context.now).length;
  const ranked = tasks
    .map((task, index) => ({ ...fromTask(task, context), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ suggestion }) => suggestion);
  const generic: SuggestedTask[] = [
    { description: texts.planNext, priority: TaskPriority.Medium, status: TaskStatus.Todo },
    { description: texts.reviewRecurring, priority: TaskPriority.Low, status: TaskStatus.Todo },
  ];
  return {
    tasks: ranked.length > 0 ? ranked : generic,
    reminder:
      tasks.length > 0 ? texts.reminder({ open: tasks.length, overdue }) : texts.reminderNone,
    is_error: false,
    source: 'built_in',
  };
}

/** The spec's placeholder: what a failed model call answers (HTTP 200, is_error true). */
export function taskSuggestionsPlaceholder(locale: Locale): TaskSuggestions {
  return {
    tasks: [],
    reminder: TASK_SUGGESTION_TEXTS[locale].placeholderReminder,
    is_error: true,
    source: 'model',
  };
}
