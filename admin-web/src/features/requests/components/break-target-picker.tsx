import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { todayDate } from '@/features/requests/utils/date-time-parts';
import { formatSpan, formatSpanDuration } from '@/features/requests/utils/format-span';
import { useLocale } from '@/hooks/use-locale';
import { useActiveWorkspace } from '@/lib/active-workspace';
import { nowSeconds } from '@/lib/now';
import type { WorkspaceTime } from '@/lib/wire';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

/** The day's bounds in the browser's time zone; null for a date that is not one. */
function dayBounds(date: string): { start: number; end: number } | null {
  const day = dayjs(date, 'YYYY-MM-DD');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !day.isValid()) return null;
  return { start: day.startOf('day').unix(), end: day.add(1, 'day').startOf('day').unix() };
}

/** The work times of one day, to choose from. */
function WorkTimeChoices({
  date,
  value,
  onChange,
}: {
  date: string;
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const bounds = dayBounds(date);
  const workspaceId = useActiveWorkspace()?.id ?? '';
  const times = useQuery({
    ...workspaceTimeQueries.list(workspaceId, {
      start: bounds?.start ?? 0,
      end: bounds?.end ?? 0,
    }),
    enabled: bounds !== null,
  });
  if (bounds === null) return null;
  if (times.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('pickBreak.loading')}
        </Text>
      </Group>
    );
  }
  if (times.isError) {
    return (
      <Alert color="red" variant="light">
        {t('pickBreak.error')}
      </Alert>
    );
  }
  if (times.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('pickBreak.none')}
      </Text>
    );
  }
  return (
    <Radio.Group label={t('pickBreak.options')} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {times.data.map((time) => {
          const span = formatSpan(time.start, time.end, locale, t('span.openEnd'));
          const duration = formatSpanDuration(time.start, time.end, locale);
          return (
            <Radio
              key={time.id}
              value={time.id}
              label={duration === null ? span : t('span.withDuration', { span, duration })}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

export interface BreakTargetPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen work time: the break request is filed inside it. */
  onPick: (workTime: WorkspaceTime) => void;
}

/** A break lies inside a work time: this asks which one, by day. */
export function BreakTargetPicker({ opened, onClose, onPick }: BreakTargetPickerProps) {
  const { t } = useTranslation('requests');
  const today = todayDate(nowSeconds());
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<string | null>(null);
  const bounds = dayBounds(date);
  const workspaceId = useActiveWorkspace()?.id ?? '';
  const times = useQuery({
    ...workspaceTimeQueries.list(workspaceId, {
      start: bounds?.start ?? 0,
      end: bounds?.end ?? 0,
    }),
    enabled: bounds !== null,
  });
  const picked = times.data?.find((time) => time.id === chosen);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pickBreak.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="md">
        <TextInput
          type="date"
          label={t('pickBreak.day')}
          max={today}
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setChosen(null);
          }}
        />
        <WorkTimeChoices date={date} value={chosen} onChange={setChosen} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            disabled={picked === undefined}
            onClick={() => {
              if (picked !== undefined) onPick(picked);
            }}
          >
            {t('pickBreak.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
