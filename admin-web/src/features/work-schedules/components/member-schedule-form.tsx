import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { IsoWeekday } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import {
  useResetMemberSchedule,
  useSaveMemberSchedule,
} from '@/features/work-schedules/api/schedule-mutations';
import { scheduleQueries } from '@/features/work-schedules/api/schedule-queries';
import { WeekEditor } from '@/features/work-schedules/components/week-editor';
import type { MemberScheduleView } from '@/features/work-schedules/types';
import { daysOf, draftsOf, weekIsValid } from '@/features/work-schedules/utils/week-form';
import { notify } from '@/lib/notify';
import { todayIn } from '@/lib/report-range';

interface MemberScheduleFormProps {
  idWorkspace: string;
  member: { idUser: string; name: string };
  timeZone: string;
  weekStart: IsoWeekday;
  onClose: () => void;
}

/** One member's week: their own from a date, or back to the workspace's from today. */
export function MemberScheduleForm({
  idWorkspace,
  member,
  timeZone,
  weekStart,
  onClose,
}: MemberScheduleFormProps) {
  const { t } = useTranslation('schedules');
  const view = useQuery(scheduleQueries.member(idWorkspace, member.idUser));

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {member.name}
        </Title>
        {view.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="sm">
              <span>{t('member.loadFailed')}</span>
              <Button size="xs" variant="default" onClick={() => void view.refetch()}>
                {t('action.retry')}
              </Button>
            </Group>
          </Alert>
        ) : view.data === undefined ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('member.loading', { name: member.name })}</Text>
          </Group>
        ) : (
          <MemberWeek
            // A save or a reset answers a new week: the form starts again from it.
            key={`${String(view.data.isCustom)}-${view.data.current.effectiveFrom}`}
            view={view.data}
            member={member}
            timeZone={timeZone}
            weekStart={weekStart}
          />
        )}
        <Group>
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('action.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface MemberWeekProps {
  view: MemberScheduleView;
  member: { idUser: string; name: string };
  timeZone: string;
  weekStart: IsoWeekday;
}

function MemberWeek({ view, member, timeZone, weekStart }: MemberWeekProps) {
  const { t } = useTranslation('schedules');
  const [week, setWeek] = useState(() => draftsOf(view.current.days));
  const [effectiveFrom, setEffectiveFrom] = useState(() => todayIn(timeZone));
  const save = useSaveMemberSchedule(member.idUser);
  const reset = useResetMemberSchedule(member.idUser);
  const busy = save.isPending || reset.isPending;
  const dateValid = /^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || !dateValid || !weekIsValid(week)) return;
        reset.reset();
        save.mutate(
          { days: daysOf(week), effectiveFrom },
          {
            onSuccess: () => {
              notify({ message: t('member.saved', { name: member.name }), tone: 'success' });
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t(view.isCustom ? 'member.custom' : 'member.follows', { name: member.name })}
        </Text>
        <WeekEditor
          value={week}
          weekStart={weekStart}
          onChange={setWeek}
          label={t('member.week', { name: member.name })}
        />
        <TextInput
          type="date"
          maw={280}
          label={t('form.effectiveFrom')}
          required
          value={effectiveFrom}
          error={dateValid ? undefined : t('form.effectiveFromInvalid')}
          onChange={(event) => {
            setEffectiveFrom(event.currentTarget.value);
          }}
        />
        {save.isError && <ApiErrorAlert title={t('form.saveFailed')} error={save.error} />}
        {reset.isError && <ApiErrorAlert title={t('member.resetFailed')} error={reset.error} />}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={busy || !weekIsValid(week)}>
            {t('action.save')}
          </Button>
          {view.isCustom && (
            <Button
              variant="default"
              loading={reset.isPending}
              disabled={busy}
              onClick={() => {
                save.reset();
                reset.mutate(undefined, {
                  onSuccess: () => {
                    notify({ message: t('member.reset', { name: member.name }), tone: 'success' });
                  },
                });
              }}
            >
              {t('action.reset')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
