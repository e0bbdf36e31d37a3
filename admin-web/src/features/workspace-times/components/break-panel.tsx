import { WorkStatus } from '@punchcard/shared';
import { Anchor, Badge, Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ClockControls } from '@/features/workspace-times/api/use-clock-controls';
import { statusColor } from '@/features/workspace-times/components/clock-status-card';
import { RunningActivitySummary } from '@/features/workspace-times/components/running-activity-summary';
import { RunningTimer } from '@/features/workspace-times/components/running-timer';
import { useFocusSuccessor } from '@/features/workspace-times/hooks/use-focus-successor';
import type { TimerDisplayMode } from '@/features/workspace-times/utils/timer-display-mode';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import type { ClockStatus } from '@/lib/wire';

interface BreakPanelProps {
  status: ClockStatus;
  controls: ClockControls;
  timerMode: TimerDisplayMode;
  clockHref: string;
  /** After the break ended (the screen goes back to the clock). */
  onEnded: () => void;
}

const bigButton = { size: 'lg', w: { base: '100%', xs: 'auto' }, miw: { xs: 200 } } as const;

/**
 * The break: how long it has lasted, what it interrupts, and its end. Outside a break it offers
 * one while working, and otherwise explains that a break needs work time first.
 */
export function BreakPanel({ status, controls, timerMode, clockHref, onEnded }: BreakPanelProps) {
  const { t } = useTranslation('clock');
  const locale = useLocale();
  const time = (seconds: number) => formatDate(seconds, locale, 'time');
  const { workspaceTime, activity } = status;
  const pause = status.break;
  const clockAction = useFocusSuccessor(status.workStatus);

  if (pause === null) {
    const working = status.workStatus === WorkStatus.Working;
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} size="h4">
            {t('break.notOnBreakTitle')}
          </Title>
          <Text c="dimmed" maw={480}>
            {t(working ? 'break.workingBody' : 'break.notWorkingBody')}
          </Text>
          {working ? (
            <>
              <Button
                {...bigButton}
                {...clockAction('start-break')}
                color="orange"
                onClick={() => {
                  controls.startBreak.run();
                }}
                loading={controls.startBreak.pending}
                disabled={controls.busy}
              >
                {t('action.startBreak')}
              </Button>
              <Anchor component={Link} to={clockHref} size="sm">
                {t('action.backToClock')}
              </Anchor>
            </>
          ) : (
            <Button {...bigButton} component={Link} to={clockHref}>
              {t('break.openClock')}
            </Button>
          )}
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-label={t('status.label')}>
      <Stack align="center" ta="center" gap="md">
        <Badge size="lg" variant="light" color={statusColor[WorkStatus.Break]} tt="none">
          {t('status.BREAK')}
        </Badge>
        <RunningTimer
          start={pause.start}
          mode={timerMode}
          label={t('timer.breakTime')}
          fz={{ base: 52, sm: 72 }}
        />
        <Text c="dimmed">{t('status.breakSince', { time: time(pause.start) })}</Text>
        {workspaceTime !== null && (
          <Text size="sm">{t('break.interrupts', { time: time(workspaceTime.start) })}</Text>
        )}
        <Button
          {...bigButton}
          {...clockAction('end-break')}
          color="orange"
          onClick={() => {
            controls.endBreak.run(onEnded);
          }}
          loading={controls.endBreak.pending}
          disabled={controls.busy}
        >
          {t('action.endBreak')}
        </Button>
        <Anchor component={Link} to={clockHref} size="sm">
          {t('action.backToClock')}
        </Anchor>
        {activity !== null && (
          <>
            <Divider w="100%" />
            <Stack gap="xs" align="center" w="100%">
              <Text size="sm" c="dimmed">
                {t('activity.runsDuringBreak')}
              </Text>
              <RunningActivitySummary activity={activity} />
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
