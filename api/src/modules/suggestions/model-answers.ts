import {
  type ReportSuggestionItem,
  type SuggestedTask,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TaskPriority,
  TaskStatus,
} from '@punchcard/shared';

/**
 * Strict reading of a model's answer: one JSON object (a single markdown code fence around it is
 * tolerated, models add one), every field read is checked for type and size, and anything else
 * makes the whole answer unusable (undefined), which the service turns into the placeholder.
 * Model text never reaches the client unchecked.
 */

const TEXT_MAX = 2000;
const ITEM_MAX = 1000;
const ITEMS_MAX = 10;

export interface ReportAnswer {
  intro_suggestion: string;
  list_suggestions: ReportSuggestionItem[];
  outro_suggestion: string;
}

export interface TaskAnswer {
  tasks: SuggestedTask[];
  reminder: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object a completion holds, or undefined. */
export function jsonObjectOf(content: string): Json | undefined {
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(content.trim());
  const text = (fenced?.[1] ?? content).trim();
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function text(value: unknown, max: number, allowEmpty = false): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if ((!allowEmpty && trimmed === '') || trimmed.length > max) return undefined;
  return trimmed;
}

/** Every element mapped, or undefined when one fails (or the list is too long). */
function each<T>(
  value: unknown,
  read: (item: unknown) => T | undefined,
  min: number,
): T[] | undefined {
  if (!Array.isArray(value) || value.length < min || value.length > ITEMS_MAX) return undefined;
  const out: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === undefined) return undefined;
    out.push(parsed);
  }
  return out;
}

export function parseReportAnswer(content: string): ReportAnswer | undefined {
  const json = jsonObjectOf(content);
  if (!json) return undefined;
  const intro = text(json.intro_suggestion, TEXT_MAX);
  const outro = text(json.outro_suggestion, TEXT_MAX, true);
  const items = each(
    json.list_suggestions,
    (item) => {
      if (!isObject(item) || !Number.isInteger(item.number)) return undefined;
      return text(item.description, ITEM_MAX);
    },
    1,
  );
  if (intro === undefined || outro === undefined || items === undefined) return undefined;
  return {
    intro_suggestion: intro,
    // Numbered by position: the list is shown in the order given, whatever the model counted.
    list_suggestions: items.map((description, index) => ({ number: index + 1, description })),
    outro_suggestion: outro,
  };
}

const PRIORITY_NAMES: Readonly<Record<string, TaskPriority>> = {
  NO_PRIORITY: TaskPriority.NoPriority,
  NONE: TaskPriority.NoPriority,
  LOW: TaskPriority.Low,
  MEDIUM: TaskPriority.Medium,
  HIGH: TaskPriority.High,
};

/** 0..3, or a priority's name in any case. */
function priority(value: unknown): TaskPriority | undefined {
  if (typeof value === 'number') return TASK_PRIORITIES.find((known) => known === value);
  if (typeof value === 'string') return PRIORITY_NAMES[value.trim().toUpperCase()];
  return undefined;
}

/** A status the model left out is TODO (projects-billing-spec section 9); a wrong one fails. */
function status(value: unknown): TaskStatus | undefined {
  if (value === undefined || value === null) return TaskStatus.Todo;
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return TASK_STATUSES.find((known) => known === upper);
}

export function parseTaskAnswer(content: string): TaskAnswer | undefined {
  const json = jsonObjectOf(content);
  if (!json) return undefined;
  const reminder = text(json.reminder, TEXT_MAX, true);
  const tasks = each(
    json.tasks,
    (item): SuggestedTask | undefined => {
      if (!isObject(item)) return undefined;
      const description = text(item.description, ITEM_MAX);
      const rank = priority(item.priority);
      const state = status(item.status);
      if (description === undefined || rank === undefined || state === undefined) return undefined;
      return { description, priority: rank, status: state };
    },
    0,
  );
  if (reminder === undefined || tasks === undefined) return undefined;
  return { tasks, reminder };
}
