import { Button, Card, Center, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

import {
  pomodoroQueries,
  useSetPomodoroEnabled,
} from '@/features/workspace-times/api/pomodoro-queries';
import type { ClockControls } from '@/features/workspace-times/api/use-clock-controls';
import type { ProposalActions } from '@/features/workspace-times/components/pomodoro/break-proposal';
import { useNotificationAccess } from '@/features/workspace-times/components/pomodoro/browser-notification';
import { NotificationAccessHint } from '@/features/workspace-times/components/pomodoro/notification-access-hint';
import { PomodoroLengthsSummary } from '@/features/workspace-times/components/pomodoro/pomodoro-lengths';
import { PomodoroPhaseView } from '@/features/workspace-times/components/pomodoro/pomodoro-phase-view';
import { usePomodoroCycle } from '@/features/workspace-times/components/pomodoro/use-pomodoro-cycle';
import { useProposalAnnouncer } from '@/features/workspace-times/components/pomodoro/use-proposal-announcer';
import {
  DEFAULT_POMODORO_LENGTHS,
  effectiveLengths,
  pomodoroCustomisation,
} from '@/features/workspace-times/utils/pomodoro-settings';
import { useActiveWorkspace } from '@/lib/active-workspace';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';
import type { ClockStatus, Workspace } from '@/lib/wire';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

interface PomodoroPanelProps {
  status: ClockStatus;
  /** The clock's own controls: a pomodoro break is an ordinary break. */
  controls: ClockControls;
}

/**
 * The pomodoro on the clock. It waits for its own texts without holding up the rest of the page.
 */
export function PomodoroPanel(props: PomodoroPanelProps) {
  return (
    <Suspense fallback={null}>
      <PomodoroSession {...props} />
    </Suspense>
  );
}

function PomodoroSession(props: PomodoroPanelProps) {
  const workspace = useActiveWorkspace();
  const me = useQuery(accountQueries.me());
  const idUser = me.data?.user.id;
  if (workspace === null || idUser === undefined) return null;
  return <PomodoroCard {...props} workspace={workspace} idUser={idUser} />;
}

interface PomodoroCardProps extends PomodoroPanelProps {
  workspace: Workspace;
  idUser: string;
}

function PomodoroCard({ status, controls, workspace, idUser }: PomodoroCardProps) {
  const { t } = useTranslation('pomodoro');
  const headingId = useId();
  const preferences = useQuery(pomodoroQueries.preferences(workspace.id));
  const setEnabled = useSetPomodoroEnabled(workspace.id);
  const { dataUpdatedAt } = useQuery(workspaceTimeQueries.status());
  const [access, askAccess] = useNotificationAccess();

  const customisation = pomodoroCustomisation(workspace);
  const saved = preferences.data?.lengths ?? DEFAULT_POMODORO_LENGTHS;
  const lengths = effectiveLengths(customisation, saved);
  const enabled = preferences.data?.enabled ?? false;
  const pomodoro = usePomodoroCycle({
    idUser,
    idWorkspace: workspace.id,
    enabled,
    clock: status,
    readAt: dataUpdatedAt,
    lengths,
  });

  const actions: ProposalActions = {
    busy: controls.busy,
    startBreak: () => {
      pomodoro.acceptBreak();
      pomodoro.noteAction();
      controls.startBreak.run();
    },
    skipBreak: () => {
      pomodoro.skipBreak();
      notify({ message: t('due.skipped') });
    },
    endBreak: () => {
      pomodoro.noteAction();
      controls.endBreak.run();
    },
  };
  useProposalAnnouncer({
    proposal: pomodoro.proposal,
    announced: pomodoro.cycle?.announced ?? null,
    phase: pomodoro.phase,
    lengths,
    actions,
    markAnnounced: pomodoro.markAnnounced,
  });

  const toggle = (on: boolean) => {
    if (on) {
      pomodoro.restart();
      // From the click itself: browsers ask for notifications only in answer to one.
      askAccess();
    } else {
      pomodoro.clear();
    }
    setEnabled.mutate(on);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('panel.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('panel.lead')}
          </Text>
        </div>
        {preferences.data === undefined ? (
          preferences.isError ? (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('panel.loadError')}</Text>
              <Button
                variant="light"
                size="xs"
                loading={preferences.isFetching}
                onClick={() => {
                  void preferences.refetch();
                }}
              >
                {t('panel.retry')}
              </Button>
            </Stack>
          ) : (
            <Center role="status" aria-label={t('panel.loading')}>
              <Loader size="sm" />
            </Center>
          )
        ) : (
          <>
            <Switch
              label={t('panel.switch')}
              checked={enabled}
              disabled={setEnabled.isPending}
              onChange={(event) => {
                toggle(event.currentTarget.checked);
              }}
            />
            {enabled && (
              <>
                <PomodoroPhaseView
                  phase={pomodoro.phase}
                  lengths={lengths}
                  done={Math.min(pomodoro.cycle?.rounds ?? 0, lengths.rounds)}
                  now={pomodoro.now}
                  actions={actions}
                />
                <PomodoroLengthsSummary
                  idWorkspace={workspace.id}
                  customisation={customisation}
                  lengths={lengths}
                  saved={saved}
                />
                <NotificationAccessHint access={access} onAsk={askAccess} />
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
