import type { Locale, ReportSuggestions } from '@punchcard/shared';
import type { MemberSummaryFacts } from '#src/modules/member-reports/index.js';
import { REPORT_SUGGESTION_TEXTS, type ReportSuggestionTexts } from './report-suggestion-texts.js';
import { hoursMinutes, localDate, minutesOf } from './suggestion-format.js';

const MINUTE = 60;
const HOUR = 3600;
/** The most tips one answer lists: more reads as noise. */
const MAX_TIPS = 5;

/**
 * When a number deserves a tip. Break lengths follow the Japanese Labour Standards Act (45 min
 * over 6 hours, 60 over 8), the stricter of the two markets the product ships in.
 */
const RULES = {
  overtimePerDay: 30 * MINUTE,
  breakNeededAfter: 6 * HOUR,
  breakAtLeast: 45 * MINUTE,
  lateOut: 30 * MINUTE,
  earlyIn: 30 * MINUTE,
  lateIn: -10 * MINUTE,
  coverageBelow: 0.7,
  coverageFrom: HOUR,
  focusShare: 0.6,
  spreadProjects: 5,
  trendChange: 0.2,
} as const;

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/** The comparison with the previous period, as a clause of the intro. */
function trend(facts: MemberSummaryFacts, texts: ReportSuggestionTexts): string {
  const { total_workspace_time: now, previous_total_work: before } = facts.report;
  if (before <= 0) return texts.trendNone;
  const change = (now - before) / before;
  if (change >= RULES.trendChange) return texts.trendUp(Math.round(change * 100));
  if (change <= -RULES.trendChange) return texts.trendDown(Math.round(-change * 100));
  return texts.trendFlat;
}

/** Every tip the numbers call for, most pressing first. */
function tips(facts: MemberSummaryFacts, texts: ReportSuggestionTexts): string[] {
  const { report, days_present: days, overtime } = facts;
  const worked = report.total_workspace_time - report.total_break_time;
  const workedPerDay = days > 0 ? worked / days : 0;
  const list: string[] = [];
  if (days > 0 && overtime / days >= RULES.overtimePerDay) {
    list.push(
      texts.overtime({ total: hoursMinutes(overtime), perDay: hoursMinutes(overtime / days) }),
    );
  }
  if (workedPerDay > RULES.breakNeededAfter && report.average_break < RULES.breakAtLeast) {
    list.push(
      texts.shortBreaks({
        minutes: minutesOf(report.average_break),
        worked: hoursMinutes(workedPerDay),
      }),
    );
  }
  if (report.average_late_out >= RULES.lateOut) {
    list.push(texts.lateOut(minutesOf(report.average_late_out)));
  }
  if (report.average_early_in >= RULES.earlyIn) {
    list.push(texts.earlyIn(minutesOf(report.average_early_in)));
  } else if (report.average_early_in <= RULES.lateIn) {
    list.push(texts.lateIn(minutesOf(report.average_early_in)));
  }
  if (report.number_of_drafts > 0) list.push(texts.drafts(report.number_of_drafts));
  if (worked >= RULES.coverageFrom && report.tracked_duration / worked < RULES.coverageBelow) {
    list.push(texts.coverage(percent(report.tracked_duration, worked)));
  }
  const [top] = report.top_projects;
  if (top?.name && report.tracked_duration > 0) {
    const share = top.duration / report.tracked_duration;
    if (share >= RULES.focusShare) {
      list.push(
        texts.focus({ percent: percent(top.duration, report.tracked_duration), project: top.name }),
      );
    }
  }
  const projects = report.projects.filter((project) => project.id !== null).length;
  if (projects >= RULES.spreadProjects) list.push(texts.spread(projects));
  return list;
}

/**
 * Deterministic suggestions from a member's summary report: the same numbers always give the
 * same text, in English or Japanese, so the feature works offline and in tests.
 */
export function builtInReportSuggestions(
  facts: MemberSummaryFacts,
  locale: Locale,
): ReportSuggestions {
  const texts = REPORT_SUGGESTION_TEXTS[locale];
  const { report } = facts;
  const from = localDate(report.start, report.time_zone, locale);
  // The last instant inside the period names its last day.
  const to = localDate(report.end - 1, report.time_zone, locale);
  const recorded = report.total_workspace_time > 0 || report.tracked_duration > 0;
  const found = recorded ? tips(facts, texts) : [texts.startRecording];
  const list = found.length > 0 ? found.slice(0, MAX_TIPS) : [texts.balanced];
  return {
    intro_suggestion: recorded
      ? texts.intro({
          from,
          to,
          clocked: hoursMinutes(report.total_workspace_time),
          days: facts.days_present,
          trend: trend(facts, texts),
        })
      : texts.introEmpty({ from, to }),
    list_suggestions: list.map((description, index) => ({ number: index + 1, description })),
    outro_suggestion: texts.outro,
    is_error: false,
    source: 'built_in',
  };
}

/** The spec's placeholder: what a failed model call answers (HTTP 200, is_error true). */
export function reportSuggestionsPlaceholder(locale: Locale): ReportSuggestions {
  const texts = REPORT_SUGGESTION_TEXTS[locale];
  return {
    intro_suggestion: texts.placeholderIntro,
    list_suggestions: [],
    outro_suggestion: texts.placeholderOutro,
    is_error: true,
    source: 'model',
  };
}
