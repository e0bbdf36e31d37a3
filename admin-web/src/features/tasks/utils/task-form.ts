// The task form (TASK_FORM): what it holds, its defaults (spec section 9: priority MEDIUM,
// estimation 0, status TODO), its checks, and the bodies it sends.
import {
  DEFAULT_TASK_PRIORITY,
  formatDuration,
  TASK_ESTIMATION_MAX,
  TASK_NAME_MAX,
  TASK_NOTE_MAX,
  type TaskPriority,
  TaskStatus,
  type UnixSeconds,
} from '@punchcard/shared';
import dayjs from 'dayjs';

import { readDuration } from '@/components/duration-input';
import type { CreateTaskRequest, Task, UpdateTaskRequest } from '@/features/tasks/types';

/** What "repeat" offers; the API stores the word, and an unknown stored word is kept as it is. */
export const REPEAT_OPTIONS = ['DAILY', 'WEEKDAYS', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RepeatOption = (typeof REPEAT_OPTIONS)[number];

export const isRepeatOption = (value: string | null): value is RepeatOption =>
  value !== null && (REPEAT_OPTIONS as readonly string[]).includes(value);

const COLOR = /^#[0-9A-Fa-f]{6}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface TaskFormValues {
  name: string;
  idProject: string | null;
  isPersonal: boolean;
  assignee: string[];
  priority: TaskPriority;
  status: TaskStatus;
  /** As typed: a bare number is hours; empty is none (0). */
  estimation: string;
  /** `YYYY-MM-DD` or empty. */
  dueDate: string;
  repeat: string | null;
  /** `#RRGGBB` or empty. */
  color: string;
  idCategory: string | null;
  tags: string[];
  note: string;
}

export type TaskFormField = 'name' | 'estimation' | 'color' | 'dueDate' | 'note';
export type TaskFormProblem = 'required' | 'tooLong' | 'unreadable';
export type TaskFormErrors = Partial<Record<TaskFormField, TaskFormProblem>>;

/** A new task; `preset` carries what the page already knows (a status column, a project). */
export function newTaskValues(preset: Partial<TaskFormValues> = {}): TaskFormValues {
  return {
    name: '',
    idProject: null,
    isPersonal: false,
    assignee: [],
    priority: DEFAULT_TASK_PRIORITY,
    status: TaskStatus.Todo,
    estimation: '',
    dueDate: '',
    repeat: null,
    color: '',
    idCategory: null,
    tags: [],
    note: '',
    ...preset,
  };
}

/** The due date as a day of the browser's calendar. */
export const dueDateOf = (dueAt: UnixSeconds | null): string =>
  dueAt === null ? '' : dayjs.unix(dueAt).format('YYYY-MM-DD');

/** A task is due by the end of its day, so it turns overdue only once the day is over. */
export const dueAtOf = (date: string): UnixSeconds | null =>
  DATE.test(date) ? dayjs(date).endOf('day').unix() : null;

export function valuesOfTask(task: Task): TaskFormValues {
  return {
    name: task.name,
    idProject: task.idProject,
    isPersonal: task.isPersonal,
    assignee: task.assignee,
    priority: task.priority,
    status: task.status,
    estimation: task.estimation === 0 ? '' : formatDuration(task.estimation),
    dueDate: dueDateOf(task.dueAt),
    repeat: task.repeat,
    color: task.color ?? '',
    idCategory: task.idCategory,
    tags: task.tags,
    note: task.note ?? '',
  };
}

/** The estimation in seconds, or undefined while it cannot be read. */
export function estimationSeconds(values: Pick<TaskFormValues, 'estimation'>): number | undefined {
  const reading = readDuration(values.estimation, TASK_ESTIMATION_MAX);
  if (reading.state === 'invalid') return undefined;
  return reading.state === 'ok' ? reading.seconds : 0;
}

export function validateTask(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'required';
  else if (Array.from(name).length > TASK_NAME_MAX) errors.name = 'tooLong';
  if (estimationSeconds(values) === undefined) errors.estimation = 'unreadable';
  if (values.color !== '' && !COLOR.test(values.color)) errors.color = 'unreadable';
  if (values.dueDate !== '' && dueAtOf(values.dueDate) === null) errors.dueDate = 'unreadable';
  if (values.note.length > TASK_NOTE_MAX) errors.note = 'tooLong';
  return errors;
}

/** POST /v1/tasks. The note goes in a second call: the create route takes none. */
export function createTaskRequest(values: TaskFormValues): CreateTaskRequest {
  return {
    name: values.name.trim(),
    isPersonal: values.isPersonal,
    idProject: values.idProject,
    idCategory: values.idCategory,
    priority: values.priority,
    status: values.status,
    estimation: estimationSeconds(values) ?? 0,
    dueAt: dueAtOf(values.dueDate),
    repeat: values.repeat,
    // A personal task is its owner's alone: nobody else to assign.
    assignee: values.isPersonal ? [] : values.assignee,
    idTags: values.tags,
    color: values.color === '' ? null : values.color,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * PATCH /v1/tasks/{id}: only what changed, and the version the form was opened on, so a change
 * someone else saved meanwhile is refused (409) rather than overwritten.
 */
export function updateTaskRequest(task: Task, values: TaskFormValues): UpdateTaskRequest {
  const body: UpdateTaskRequest = { updatedAt: task.updatedAt };
  const before = valuesOfTask(task);
  const name = values.name.trim();
  if (name !== task.name) body.name = name;
  if (values.idProject !== before.idProject) body.idProject = values.idProject;
  if (values.isPersonal !== before.isPersonal) body.isPersonal = values.isPersonal;
  const assignee = values.isPersonal ? [] : values.assignee;
  if (!sameSet(assignee, before.assignee)) body.assignee = assignee;
  if (values.priority !== before.priority) body.priority = values.priority;
  if (values.status !== before.status) body.status = values.status;
  const seconds = estimationSeconds(values) ?? task.estimation;
  if (seconds !== task.estimation) body.estimation = seconds;
  if (values.dueDate !== before.dueDate) body.dueAt = dueAtOf(values.dueDate);
  if (values.repeat !== before.repeat) body.repeat = values.repeat;
  if (values.color !== before.color) body.color = values.color === '' ? null : values.color;
  if (values.idCategory !== before.idCategory) body.idCategory = values.idCategory;
  if (!sameSet(values.tags, before.tags)) body.idTags = values.tags;
  if (values.note !== before.note) body.note = values.note === '' ? null : values.note;
  return body;
}

/** Whether a body changes anything beyond naming the version. */
export const changesSomething = (body: UpdateTaskRequest): boolean =>
  Object.keys(body).some((key) => key !== 'updatedAt');
