// The period every report page covers: a day, week or month of the workspace's time zone stepped
// back and forth, today's at a click, or two dates by hand (native date fields: the phone's own
// picker). The period lives in the address, so a report can be bookmarked and shared.
import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type CalendarUnit, REPORT_RANGE_MAX_DAYS } from '@punchcard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Icon, type IconProps } from '@/components/icons';
import { useLocale } from '@/hooks/use-locale';
import { apiClient } from '@/lib/api-client';
import {
  currentRange,
  RANGE_UNITS,
  type RangeUnit,
  rangeFromSearch,
  rangeHoldsToday,
  rangeLabel,
  rangeOf,
  rangeProblem,
  rangeToSearch,
  type ReportRange,
  stepRange,
} from '@/lib/report-range';

const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export interface PeriodPickerProps {
  /** The period shown (a custom one may be half-typed). */
  value: ReportRange;
  onChange: (range: ReportRange) => void;
  /** The workspace's IANA zone: "today" is its today, and the picker says so. */
  timeZone: string;
  /** ISO weekday weeks start on (1 Monday .. 7 Sunday). */
  weekStart?: number;
  /** The units offered; all by default. */
  units?: readonly RangeUnit[];
}

/** Picks a report's period; every control is labelled, the period read out when it changes. */
export function PeriodPicker({
  value,
  onChange,
  timeZone,
  weekStart = 1,
  units = RANGE_UNITS,
}: PeriodPickerProps) {
  const { t } = useTranslation('reportPeriods');
  const locale = useLocale();
  const problem = rangeProblem(value);
  const label = rangeLabel(value, locale);

  const changeUnit = (unit: string) => {
    const next = unit as RangeUnit;
    if (next === value.unit) return;
    if (next === 'custom') onChange({ ...value, unit: 'custom' });
    else onChange(rangeOf(next, problem === null ? value.from : value.to || value.from, weekStart));
  };

  return (
    <Stack gap="xs" role="group" aria-label={t('picker.group')}>
      <Group gap="sm" align="center">
        <SegmentedControl
          aria-label={t('picker.unit')}
          value={value.unit}
          onChange={changeUnit}
          data={units.map((unit) => ({ value: unit, label: t(`picker.unit.${unit}`) }))}
        />
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('picker.previous')}
            disabled={problem !== null}
            onClick={() => {
              onChange(stepRange(value, -1, weekStart));
            }}
          >
            <ChevronLeftIcon />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('picker.next')}
            disabled={problem !== null}
            onClick={() => {
              onChange(stepRange(value, 1, weekStart));
            }}
          >
            <ChevronRightIcon />
          </ActionIcon>
          <Button
            variant="default"
            disabled={problem === null && rangeHoldsToday(value, timeZone)}
            onClick={() => {
              onChange(
                currentRange(
                  problem === null ? value : rangeOf('month', value.from),
                  timeZone,
                  weekStart,
                ),
              );
            }}
          >
            {t('picker.today')}
          </Button>
        </Group>
        <Stack gap={0}>
          <Text fw={600} aria-live="polite" aria-label={t('picker.current', { period: label })}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {t('picker.zone', { zone: timeZone })}
          </Text>
        </Stack>
      </Group>
      {value.unit === 'custom' && (
        <SimpleGrid cols={2} spacing="sm" maw="24rem">
          <TextInput
            type="date"
            label={t('picker.from')}
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => {
              onChange({ ...value, from: event.currentTarget.value });
            }}
          />
          <TextInput
            type="date"
            label={t('picker.to')}
            value={value.to}
            min={value.from || undefined}
            error={
              problem === null ? undefined : t(`picker.${problem}`, { days: REPORT_RANGE_MAX_DAYS })
            }
            onChange={(event) => {
              onChange({ ...value, to: event.currentTarget.value });
            }}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export interface ReportRangeParamOptions {
  timeZone: string;
  weekStart?: number;
  /** The unit shown when the address names none. */
  fallbackUnit?: CalendarUnit;
}

/**
 * The period of a report page, kept in the address (`?unit=&from=&to=`). A custom range being
 * typed stays in the fields until it is valid; only then does it reach the address and the reads.
 */
export function useReportRangeParam({
  timeZone,
  weekStart = 1,
  fallbackUnit = 'month',
}: ReportRangeParamOptions) {
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search, timeZone, weekStart, fallbackUnit);
  const [draft, setDraft] = useState<ReportRange>(range);
  // Back and forward move the address under the fields: they follow it.
  const [seen, setSeen] = useState(range);
  if (seen.unit !== range.unit || seen.from !== range.from || seen.to !== range.to) {
    setSeen(range);
    setDraft(range);
  }

  const change = (next: ReportRange) => {
    setDraft(next);
    if (rangeProblem(next) !== null) return;
    setSearch((current) => rangeToSearch(next, current), { replace: true });
  };

  return { range, draft, change };
}

/**
 * The workspace's week start (GET /v1/workspaces/schedule, readable by every member), which the
 * session's workspace object does not carry. Monday until it is known.
 */
export const reportWeekStartQuery = (idWorkspace: string) =>
  queryOptions({
    queryKey: ['reports', 'week-start', idWorkspace] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ weekStart: number }>('/v1/workspaces/schedule', { signal })).weekStart,
    staleTime: 5 * 60_000,
    meta: { presentErrors: false },
  });

/** The week start of `idWorkspace`, Monday until (or unless) the schedule answers. */
export function useWeekStart(idWorkspace: string): number {
  return useQuery(reportWeekStartQuery(idWorkspace)).data ?? 1;
}
