import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { IsoWeekday } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useSaveWorkspaceSchedule } from '@/features/work-schedules/api/schedule-mutations';
import { WeekEditor } from '@/features/work-schedules/components/week-editor';
import type { WorkspaceScheduleView } from '@/features/work-schedules/types';
import {
  daysOf,
  draftsOf,
  ISO_WEEKDAYS,
  isIsoWeekday,
  sameWeek,
  weekIsValid,
} from '@/features/work-schedules/utils/week-form';
import { weekdayName } from '@/features/work-schedules/utils/week-text';
import { todayIn } from '@/lib/report-range';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The workspace's week as an editable form: the day weeks start on, the seven days and the date
 * the new version takes effect (today in the workspace's zone unless changed).
 */
interface WorkspaceScheduleFormProps {
  idWorkspace: string;
  view: WorkspaceScheduleView;
}

export function WorkspaceScheduleForm({ idWorkspace, view }: WorkspaceScheduleFormProps) {
  const { t } = useTranslation('schedules');
  const locale = useLocale();
  const initial = draftsOf(view.current.days);
  const [week, setWeek] = useState(initial);
  const [weekStart, setWeekStart] = useState<IsoWeekday>(view.weekStart);
  const [effectiveFrom, setEffectiveFrom] = useState(() => todayIn(view.timeZone));
  const save = useSaveWorkspaceSchedule(idWorkspace);

  const dateValid = DATE_PATTERN.test(effectiveFrom);
  const changed = !sameWeek(week, initial) || weekStart !== view.weekStart;
  const canSave = changed && weekIsValid(week) && dateValid && !save.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSave) return;
        // A saved version re-keys this form (a fresh start on what is now in force), so a
        // callback of `mutate` would go with the old form: the promise outlives it.
        save.mutateAsync({ days: daysOf(week), weekStart, effectiveFrom }).then(
          () => {
            notify({ message: t('form.saved'), tone: 'success' });
          },
          // A refusal keeps this form, which shows it (save.error).
          () => undefined,
        );
      }}
    >
      <Stack gap="md">
        <Select
          label={t('form.weekStart')}
          description={t('form.weekStartHint')}
          maw={280}
          allowDeselect={false}
          data={ISO_WEEKDAYS.map((weekday) => ({
            value: String(weekday),
            label: weekdayName(weekday, locale),
          }))}
          value={String(weekStart)}
          onChange={(value) => {
            const weekday = Number(value);
            if (isIsoWeekday(weekday)) setWeekStart(weekday);
          }}
        />
        <WeekEditor value={week} weekStart={weekStart} onChange={setWeek} label={t('form.week')} />
        <TextInput
          type="date"
          maw={280}
          label={t('form.effectiveFrom')}
          description={t('form.effectiveFromHint')}
          required
          value={effectiveFrom}
          error={dateValid ? undefined : t('form.effectiveFromInvalid')}
          onChange={(event) => {
            setEffectiveFrom(event.currentTarget.value);
          }}
        />
        {save.isError && <ApiErrorAlert title={t('form.saveFailed')} error={save.error} />}
        <Group>
          <Button type="submit" disabled={!canSave} loading={save.isPending}>
            {t('action.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
