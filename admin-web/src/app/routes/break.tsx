import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useClockControls } from '@/features/workspace-times/api/use-clock-controls';
import { BreakPanel } from '@/features/workspace-times/components/break-panel';
import { ClockStatusLoader } from '@/features/workspace-times/components/clock-status-loader';
import { NoWorkspaceNotice } from '@/features/workspace-times/components/no-workspace-notice';
import { TimerDisplayControl } from '@/features/workspace-times/components/timer-display-control';
import { useTimerDisplayMode } from '@/features/workspace-times/utils/timer-display-mode';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';

/** The break screen: its timer and its end, which leads back to the clock. */
export default function BreakRoute() {
  const { t } = useTranslation('clock');
  usePageTitle(t('break.title'));
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const workspace = useActiveWorkspace();
  const [timerMode] = useTimerDisplayMode();
  const controls = useClockControls();
  const clockHref = paths.clock.getHref({}, prefix);

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('break.title')}
        </Title>
        {workspace !== null && <TimerDisplayControl />}
      </Group>
      {workspace === null ? (
        <NoWorkspaceNotice setupHref={paths.setup.getHref({}, prefix)} />
      ) : (
        <ClockStatusLoader>
          {(status) => (
            <BreakPanel
              status={status}
              controls={controls}
              timerMode={timerMode}
              clockHref={clockHref}
              onEnded={() => {
                void navigate(clockHref);
              }}
            />
          )}
        </ClockStatusLoader>
      )}
    </Stack>
  );
}
