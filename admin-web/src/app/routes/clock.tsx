import { Grid, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { useClockControls } from '@/features/workspace-times/api/use-clock-controls';
import { ActivityPanel } from '@/features/workspace-times/components/activity-panel';
import { ClockStatusCard } from '@/features/workspace-times/components/clock-status-card';
import { ClockStatusLoader } from '@/features/workspace-times/components/clock-status-loader';
import { NoWorkspaceNotice } from '@/features/workspace-times/components/no-workspace-notice';
import { PomodoroPanel } from '@/features/workspace-times/components/pomodoro/pomodoro-panel';
import { TimerDisplayControl } from '@/features/workspace-times/components/timer-display-control';
import { TodaySummary } from '@/features/workspace-times/components/today-summary';
import { useTimerDisplayMode } from '@/features/workspace-times/utils/timer-display-mode';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';

/**
 * The member's clock: clock in and out, breaks, the pomodoro, the running activity and today's
 * totals. Every action refreshes the status, and all of them wait while one runs.
 */
export default function ClockRoute() {
  const { t } = useTranslation('clock');
  usePageTitle(t('clock.title'));
  const prefix = useLocalePrefix();
  const workspace = useActiveWorkspace();
  const [timerMode] = useTimerDisplayMode();
  const controls = useClockControls();

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('clock.title')}
        </Title>
        {workspace !== null && <TimerDisplayControl />}
      </Group>
      {workspace === null ? (
        <NoWorkspaceNotice setupHref={paths.setup.getHref({}, prefix)} />
      ) : (
        <ClockStatusLoader>
          {(status) => (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="lg">
                  <ClockStatusCard
                    status={status}
                    controls={controls}
                    timerMode={timerMode}
                    breakHref={paths.break.getHref({}, prefix)}
                  />
                  <PomodoroPanel status={status} controls={controls} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  <ActivityPanel status={status} controls={controls} timerMode={timerMode} />
                  <TodaySummary
                    running={status.workspaceTime !== null || status.activity !== null}
                  />
                </Stack>
              </Grid.Col>
            </Grid>
          )}
        </ClockStatusLoader>
      )}
    </Stack>
  );
}
