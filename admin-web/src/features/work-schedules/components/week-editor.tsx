import { Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import type { IsoWeekday } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import {
  type DayDraft,
  type DayProblem,
  dayProblem,
  inWeekOrder,
  weeklySeconds,
} from '@/features/work-schedules/utils/week-form';
import { weekdayName } from '@/features/work-schedules/utils/week-text';
import { useLocale } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';

interface WeekEditorProps {
  /** Seven days, in any order: shown in the week's order. */
  value: readonly DayDraft[];
  weekStart: IsoWeekday;
  /** Absent: the week is shown, not edited. */
  onChange?: (next: DayDraft[]) => void;
  /** Names the week for assistive technology ("Schedule of Hana Sato"). */
  label: string;
}

const problemKey: Record<DayProblem, 'day.invalid' | 'day.order'> = {
  invalid: 'day.invalid',
  order: 'day.order',
};

/**
 * The seven days of a week: whether each is a working day and its hours (native time fields: the
 * phone's own picker), with the week's total. Without `onChange` the same week as plain text.
 */
export function WeekEditor({ value, weekStart, onChange, label }: WeekEditorProps) {
  const { t } = useTranslation('schedules');
  const locale = useLocale();
  const total = formatDurationText(weeklySeconds(value), locale);

  if (onChange === undefined) {
    return (
      <Stack gap="xs">
        <Table verticalSpacing={4} aria-label={label} maw={420}>
          <Table.Tbody>
            {inWeekOrder(value, weekStart).map((day) => (
              <Table.Tr key={day.weekday}>
                <Table.Th scope="row" fw={500}>
                  {weekdayName(day.weekday, locale)}
                </Table.Th>
                <Table.Td>{day.working ? `${day.start}–${day.end}` : t('day.off')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">{t('week.total', { total })}</Text>
      </Stack>
    );
  }

  const change = (weekday: IsoWeekday, patch: Partial<DayDraft>) => {
    onChange(value.map((day) => (day.weekday === weekday ? { ...day, ...patch } : day)));
  };

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      {inWeekOrder(value, weekStart).map((day) => {
        const name = weekdayName(day.weekday, locale);
        const problem = dayProblem(day);
        return (
          <Group key={day.weekday} gap="sm" align="flex-start" wrap="wrap">
            <Switch
              w={{ base: '100%', xs: 150 }}
              mt={{ base: 0, xs: 8 }}
              label={name}
              checked={day.working}
              onChange={(event) => {
                change(day.weekday, { working: event.currentTarget.checked });
              }}
            />
            {day.working ? (
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  type="time"
                  w={128}
                  aria-label={t('day.start', { day: name })}
                  value={day.start}
                  required
                  error={problem === null ? undefined : t(problemKey[problem])}
                  onChange={(event) => {
                    change(day.weekday, { start: event.currentTarget.value });
                  }}
                />
                <Text mt={6} aria-hidden>
                  –
                </Text>
                <TextInput
                  type="time"
                  w={128}
                  aria-label={t('day.end', { day: name })}
                  value={day.end}
                  required
                  error={problem !== null}
                  onChange={(event) => {
                    change(day.weekday, { end: event.currentTarget.value });
                  }}
                />
              </Group>
            ) : (
              <Text size="sm" c="dimmed" mt={{ base: 0, xs: 8 }}>
                {t('day.off')}
              </Text>
            )}
          </Group>
        );
      })}
      <Text size="sm" aria-live="polite">
        {t('week.total', { total })}
      </Text>
    </Stack>
  );
}
