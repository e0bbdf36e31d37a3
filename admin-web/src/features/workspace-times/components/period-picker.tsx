import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronLeftIcon, ChevronRightIcon } from '@/features/workspace-times/components/icons';
import {
  type Period,
  parseDate,
  periodContaining,
  periodDays,
  periodHoldsToday,
  shiftPeriod,
  switchUnit,
} from '@/features/workspace-times/utils/period';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';

export interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
}

/** `Mon, May 6, 2024`, or `May 6, 2024 – May 12, 2024` for a week. */
function usePeriodLabel(period: Period): string {
  const locale = useLocale();
  const days = periodDays(period);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return '';
  if (period.unit === 'day') return formatDate(first.start, locale, 'weekdayDate');
  // Within one year the first day leaves the year out: `Nov 16 – Nov 22, 2026`.
  const from = dayjs.unix(first.start);
  const start = from.isSame(dayjs.unix(last.start), 'year')
    ? from.locale(locale).format(locale === 'ja' ? 'M月D日' : 'MMM D')
    : formatDate(first.start, locale);
  return `${start} – ${formatDate(last.start, locale)}`;
}

/**
 * Which day or week is shown: day/week switch, previous and next, back to today, and a date to
 * jump to. Every change goes to the address (the caller's `onChange`).
 */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('timestamps');
  const label = usePeriodLabel(period);
  const labelId = useId();
  const isDay = period.unit === 'day';

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" role="group" aria-labelledby={labelId}>
      <VisuallyHidden id={labelId}>{t('period.group')}</VisuallyHidden>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(isDay ? 'period.previousDay' : 'period.previousWeek')}
          onClick={() => {
            onChange(shiftPeriod(period, -1));
          }}
        >
          <ChevronLeftIcon />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(isDay ? 'period.nextDay' : 'period.nextWeek')}
          onClick={() => {
            onChange(shiftPeriod(period, 1));
          }}
        >
          <ChevronRightIcon />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {label}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          disabled={periodHoldsToday(period)}
          onClick={() => {
            onChange(periodContaining(period.unit, dayjs()));
          }}
        >
          {t(isDay ? 'period.today' : 'period.thisWeek')}
        </Button>
        <TextInput
          type="date"
          aria-label={t('period.jumpTo')}
          value={period.first}
          onChange={(event) => {
            const date = parseDate(event.currentTarget.value);
            if (date) onChange(periodContaining(period.unit, date));
          }}
          w={150}
        />
        <SegmentedControl
          aria-label={t('period.unit')}
          value={period.unit}
          onChange={(value) => {
            onChange(switchUnit(period, value));
          }}
          data={[
            { value: 'day', label: t('period.day') },
            { value: 'week', label: t('period.week') },
          ]}
        />
      </Group>
    </Group>
  );
}
