import type { Locale, ReportLabelTotal } from '@punchcard/shared';
import type { MemberSummaryFacts } from '#src/modules/member-reports/index.js';
import type { OpenTask, TaskContext } from './built-in-task-suggestions.js';
import { hoursOf, isoDate, LANGUAGE_NAMES } from './suggestion-format.js';

/**
 * What a configured model is asked. The facts are numbers the caller may already read (the
 * member's summary report, the open tasks they see) and project, category and task names: never
 * a person's name, e-mail address or id, nor anything of another member.
 */
export interface ChatPrompt {
  system: string;
  user: string;
}

const minutes = (seconds: number) => Math.round(seconds / 60);

const labelHours = (labels: ReportLabelTotal[], none: string) =>
  labels.map((label) => ({ name: label.name ?? none, hours: hoursOf(label.duration) }));

const PRIORITY_NAMES = ['NO_PRIORITY', 'LOW', 'MEDIUM', 'HIGH'] as const;

export function reportPrompt(facts: MemberSummaryFacts, locale: Locale): ChatPrompt {
  const { report } = facts;
  const worked = report.total_workspace_time - report.total_break_time;
  const numbers = {
    period: {
      first_day: isoDate(report.start, report.time_zone),
      last_day: isoDate(report.end - 1, report.time_zone),
      time_zone: report.time_zone,
    },
    days_present: facts.days_present,
    clocked_in_hours: hoursOf(report.total_workspace_time),
    break_hours: hoursOf(report.total_break_time),
    worked_hours: hoursOf(worked),
    previous_period_clocked_in_hours: hoursOf(report.previous_total_work),
    previous_period_break_hours: hoursOf(report.previous_total_break),
    scheduled_hours: hoursOf(facts.scheduled),
    overtime_hours: hoursOf(facts.overtime),
    average_break_minutes_per_day: minutes(report.average_break),
    average_minutes_clocked_in_before_scheduled_start: minutes(report.average_early_in),
    average_minutes_clocked_out_after_scheduled_end: minutes(report.average_late_out),
    number_of_breaks: report.number_of_breaks,
    unsent_draft_requests: report.number_of_drafts,
    activity_hours: hoursOf(report.tracked_duration),
    number_of_activities: report.number_of_activities,
    top_projects: labelHours(report.top_projects, '(no project)'),
    top_categories: labelHours(report.top_categories, '(no category)'),
  };
  return {
    system: [
      'You help an employee improve how they work, from their time-tracking report.',
      `Write in ${LANGUAGE_NAMES[locale]}. Be specific, kind and practical; refer to the numbers given.`,
      'Answer with one JSON object only, no other text, of this shape:',
      '{"intro_suggestion": string, "list_suggestions": [{"number": integer, "description": string}], "outro_suggestion": string}',
      'with 3 to 5 list items of one or two sentences each.',
    ].join('\n'),
    user: JSON.stringify(numbers),
  };
}

export function taskPrompt(tasks: OpenTask[], context: TaskContext): ChatPrompt {
  const facts = {
    today: isoDate(context.now, context.timeZone),
    time_zone: context.timeZone,
    open_tasks: tasks.map((task) => ({
      name: task.name,
      project: task.project,
      priority: PRIORITY_NAMES[task.priority],
      status: task.status,
      due: task.due_at === null ? null : isoDate(task.due_at, context.timeZone),
    })),
  };
  return {
    system: [
      'You help an employee decide what to work on next, from their open tasks.',
      `Write in ${LANGUAGE_NAMES[context.locale]}. Be specific and practical.`,
      'Answer with one JSON object only, no other text, of this shape:',
      '{"tasks": [{"description": string, "priority": "HIGH" | "MEDIUM" | "LOW" | "NO_PRIORITY", "status": "TODO" | "IN_PROGRESS" | "DONE"}], "reminder": string}',
      'with 1 to 5 suggested tasks and a one-sentence reminder.',
    ].join('\n'),
    user: JSON.stringify(facts),
  };
}
