import { useTranslation } from 'react-i18next';

import type { MemberSummaryReport } from '@/features/summary-report/types';
import { type PeriodChange, periodChange } from '@/features/summary-report/utils/comparison';
import { useLocale } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';

/** One figure of the summary report as the cards and the breakdown table show it. */
export interface SummaryFigure {
  key: string;
  label: string;
  value: string;
  /** A word on the value (`before the schedule`). */
  note?: string;
  /** Only the figures the report gives a previous period for. */
  comparison?: { change: PeriodChange; delta: string; previous: string };
}

/**
 * Every field of the summary report in the page's language, in reading order: time first (with
 * the previous period), then punctuality against the schedule, breaks, activities and drafts.
 */
export function useSummaryFigures(report: MemberSummaryReport): SummaryFigure[] {
  const { t } = useTranslation('summaryReport');
  const locale = useLocale();
  const duration = (seconds: number) => formatDurationText(seconds, locale);
  const count = (value: number, fractionDigits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);
  const compared = (current: number, previous: number) => {
    const change = periodChange(current, previous);
    return { change, delta: duration(change.delta), previous: duration(previous) };
  };
  // Positive averages are early arrivals and late departures (the contract's signs); without
  // any day at work there is no average to give.
  const punctuality = (seconds: number, positiveIsEarly: boolean) => {
    if (report.totalWorkspaceTime === 0) return { value: '—' };
    if (Math.abs(seconds) < 60) return { value: t('kpi.onSchedule') };
    const early = seconds > 0 === positiveIsEarly;
    return {
      value: duration(Math.abs(seconds)),
      note: t(early ? 'kpi.beforeSchedule' : 'kpi.afterSchedule'),
    };
  };

  return [
    {
      key: 'workspaceTime',
      label: t('kpi.workspaceTime'),
      value: duration(report.totalWorkspaceTime),
      comparison: compared(report.totalWorkspaceTime, report.previousTotalWork),
    },
    {
      key: 'breakTime',
      label: t('kpi.breakTime'),
      value: duration(report.totalBreakTime),
      comparison: compared(report.totalBreakTime, report.previousTotalBreak),
    },
    {
      key: 'trackedDuration',
      label: t('kpi.trackedDuration'),
      value: duration(report.trackedDuration),
    },
    {
      key: 'averageEarlyIn',
      label: t('kpi.averageEarlyIn'),
      ...punctuality(report.averageEarlyIn, true),
    },
    {
      key: 'averageLateOut',
      label: t('kpi.averageLateOut'),
      ...punctuality(report.averageLateOut, false),
    },
    { key: 'averageBreak', label: t('kpi.averageBreak'), value: duration(report.averageBreak) },
    { key: 'numberOfBreaks', label: t('kpi.numberOfBreaks'), value: count(report.numberOfBreaks) },
    {
      key: 'numberOfActivities',
      label: t('kpi.numberOfActivities'),
      value: count(report.numberOfActivities),
    },
    {
      key: 'averageActivities',
      label: t('kpi.averageActivities'),
      value: count(report.averageActivities, 1),
    },
    { key: 'numberOfDrafts', label: t('kpi.numberOfDrafts'), value: count(report.numberOfDrafts) },
  ];
}
