import { WorkStatus } from '@punchcard/shared';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ClockControls } from '@/features/workspace-times/api/use-clock-controls';
import { RunningTimer } from '@/features/workspace-times/components/running-timer';
import { useFocusSuccessor } from '@/features/workspace-times/hooks/use-focus-successor';
import type { TimerDisplayMode } from '@/features/workspace-times/utils/timer-display-mode';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import type { ClockStatus } from '@/lib/wire';

export const statusColor: Record<WorkStatus, string> = {
  [WorkStatus.Working]: 'green',
  [WorkStatus.Break]: 'orange',
  [WorkStatus.NotWorking]: 'gray',
};

interface ClockStatusCardProps {
  status: ClockStatus;
  controls: ClockControls;
  timerMode: TimerDisplayMode;
  /** Where the break screen is (a link from the break state). */
  breakHref: string;
}

const bigButton = { size: 'lg', w: { base: '100%', xs: 'auto' }, miw: { xs: 160 } } as const;

/** Where the member stands (not working, working, on a break) and the one or two next steps. */
export function ClockStatusCard({ status, controls, timerMode, breakHref }: ClockStatusCardProps) {
  const { t } = useTranslation('clock');
  const locale = useLocale();
  const { workStatus, workspaceTime, activity } = status;
  const pause = status.break;
  const time = (seconds: number) => formatDate(seconds, locale, 'time');
  const clockAction = useFocusSuccessor(workStatus);

  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-label={t('status.label')}>
      <Stack align="center" gap="md" ta="center">
        <Badge size="lg" variant="light" color={statusColor[workStatus]} tt="none">
          {t(`status.${workStatus}`)}
        </Badge>

        {pause !== null ? (
          <>
            <RunningTimer
              start={pause.start}
              mode={timerMode}
              label={t('timer.breakTime')}
              fz={{ base: 44, sm: 56 }}
            />
            <Text c="dimmed">{t('status.breakSince', { time: time(pause.start) })}</Text>
          </>
        ) : workspaceTime !== null ? (
          <>
            <RunningTimer
              start={workspaceTime.start}
              mode={timerMode}
              label={t('timer.workTime')}
              fz={{ base: 44, sm: 56 }}
            />
            <Text c="dimmed">{t('status.clockedInAt', { time: time(workspaceTime.start) })}</Text>
          </>
        ) : (
          <Text c="dimmed">{t('status.notWorkingHint')}</Text>
        )}

        <Group justify="center" gap="sm" w="100%">
          {workStatus === WorkStatus.NotWorking && (
            <Button
              {...bigButton}
              {...clockAction('clock-in')}
              onClick={controls.clockIn.run}
              loading={controls.clockIn.pending}
              disabled={controls.busy}
            >
              {t('action.clockIn')}
            </Button>
          )}
          {workStatus === WorkStatus.Working && (
            <Button
              {...bigButton}
              {...clockAction('start-break')}
              variant="light"
              color="orange"
              onClick={() => {
                controls.startBreak.run();
              }}
              loading={controls.startBreak.pending}
              disabled={controls.busy}
            >
              {t('action.startBreak')}
            </Button>
          )}
          {workStatus === WorkStatus.Break && (
            <Button
              {...bigButton}
              {...clockAction('end-break')}
              color="orange"
              onClick={() => {
                controls.endBreak.run();
              }}
              loading={controls.endBreak.pending}
              disabled={controls.busy}
            >
              {t('action.endBreak')}
            </Button>
          )}
          {workStatus !== WorkStatus.NotWorking && (
            <Button
              {...bigButton}
              {...clockAction('clock-out')}
              color="red"
              variant={workStatus === WorkStatus.Working ? 'filled' : 'light'}
              onClick={controls.clockOut.run}
              loading={controls.clockOut.pending}
              disabled={controls.busy}
            >
              {t('action.clockOut')}
            </Button>
          )}
        </Group>

        {workStatus !== WorkStatus.NotWorking && activity !== null && (
          <Text size="sm" c="dimmed">
            {t('clockOut.stopsActivity')}
          </Text>
        )}
        {workStatus === WorkStatus.Break && (
          <Anchor component={Link} to={breakHref} size="sm">
            {t('action.openBreak')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
