import type { Locale } from '@punchcard/shared';

/** The sentences of the built-in task suggestions, one typed catalogue per language. */
export interface TaskSuggestionTexts {
  overdue(p: { task: string; due: string }): string;
  dueSoon(p: { task: string; due: string }): string;
  highPriority(task: string): string;
  inProgress(task: string): string;
  next(task: string): string;
  planNext: string;
  reviewRecurring: string;
  reminder(p: { open: number; overdue: number }): string;
  reminderNone: string;
  placeholderReminder: string;
}

/** A task's name as quoted in a sentence, with its project when it has one. */
export function quoted(locale: Locale, name: string, project: string | null): string {
  if (locale === 'ja') return project ? `「${name}」（${project}）` : `「${name}」`;
  return project ? `"${name}" (${project})` : `"${name}"`;
}

const en: TaskSuggestionTexts = {
  overdue: ({ task, due }) => `Finish ${task}: it was due on ${due}, or agree on a new date.`,
  dueSoon: ({ task, due }) => `Set aside time today for ${task}, due on ${due}.`,
  highPriority: (task) => `Make progress on the high-priority task ${task} and give it a due date.`,
  inProgress: (task) => `Wrap up ${task}, already in progress, before starting new work.`,
  next: (task) => `Plan the next step of ${task}.`,
  planNext:
    'Add the next task you will work on, with an estimate, so your time can be tracked against it.',
  reviewRecurring: 'Review last week’s activities and turn recurring work into tasks.',
  reminder: ({ open, overdue }) =>
    `You have ${open} open ${open === 1 ? 'task' : 'tasks'}${overdue > 0 ? `, ${overdue} overdue` : ''}.`,
  reminderNone: 'You have no open tasks.',
  placeholderReminder:
    'Task suggestions are not available right now. Please try again in a moment.',
};

const ja: TaskSuggestionTexts = {
  overdue: ({ task, due }) =>
    `期限（${due}）を過ぎた${task}を完了するか、新しい期限を決めましょう。`,
  dueSoon: ({ task, due }) => `${due}が期限の${task}のために、今日作業時間を確保しましょう。`,
  highPriority: (task) => `優先度の高い${task}を進め、期限を設定しましょう。`,
  inProgress: (task) => `新しい作業を始める前に、進行中の${task}を仕上げましょう。`,
  next: (task) => `${task}の次のステップを計画しましょう。`,
  planNext: '次に取り組むタスクを見積もりとともに追加し、時間を記録できるようにしましょう。',
  reviewRecurring: '先週のアクティビティを見直し、繰り返し発生する作業をタスクにしましょう。',
  reminder: ({ open, overdue }) =>
    `未完了のタスクが${open}件あります${overdue > 0 ? `（うち期限切れ${overdue}件）` : ''}。`,
  reminderNone: '未完了のタスクはありません。',
  placeholderReminder:
    '現在、タスクの提案を表示できません。しばらくしてからもう一度お試しください。',
};

export const TASK_SUGGESTION_TEXTS: Readonly<Record<Locale, TaskSuggestionTexts>> = { en, ja };
