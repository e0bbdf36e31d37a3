import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Permission, WorkStatus } from '@punchcard/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import {
  useClockMemberIn,
  useClockMemberOut,
  useEndMemberBreak,
  useStartMemberBreak,
} from '@/features/workspace-times/api/member-clock-actions';
import { useTimeSubject } from '@/features/workspace-times/hooks/use-time-subject';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import type { MemberWorkStatus, Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

interface ActionCallbacks {
  onSuccess: () => void;
  onError: () => void;
}

/** The member's state as the live board reads it (GET /v1/workspaces/members/work-status). */
export type MemberClockState = MemberWorkStatus;

export interface MemberClockPanelProps {
  workspace: Workspace;
  /** Undefined while loading, or for a member who is not ACTIVE (who cannot be clocked). */
  state: MemberClockState | undefined;
}

const statusColor = {
  [WorkStatus.Working]: 'green',
  [WorkStatus.Break]: 'orange',
  [WorkStatus.NotWorking]: 'gray',
} as const;

/**
 * The member's state right now and, for holders of MANAGE_WORKSPACE_TIME_MODIFICATION, clocking
 * them in or out and starting or ending their break (a member who forgot to clock out).
 */
export function MemberClockPanel({ workspace, state }: MemberClockPanelProps) {
  const { t } = useTranslation('memberTime');
  const locale = useLocale();
  const subject = useTimeSubject();
  const actionsRef = useRef<HTMLDivElement>(null);
  // Set by an action: once the state it changed shows, focus moves to the button now there.
  const refocus = useRef(false);
  const idUser = subject?.idUser ?? '';
  const clockIn = useClockMemberIn(idUser);
  const clockOut = useClockMemberOut(idUser);
  const startBreak = useStartMemberBreak(idUser);
  const endBreak = useEndMemberBreak(idUser);
  const status = state?.workStatus ?? WorkStatus.NotWorking;
  const pending =
    clockIn.isPending || clockOut.isPending || startBreak.isPending || endBreak.isPending;
  // The new state shows while the action still settles (its buttons disabled): focus waits.
  useEffect(() => {
    if (!refocus.current || pending) return;
    refocus.current = false;
    actionsRef.current?.querySelector('button')?.focus();
  }, [status, pending]);
  if (subject === null) return null;

  const manages = canInWorkspace(workspace, Permission.ManageWorkspaceTimeModification);
  const name = subject.name;

  // The pressed button goes away with the state it acted on: focus moves to its successor.
  const act = (
    action: { mutate: (input: undefined, options: ActionCallbacks) => void },
    message: string,
  ) => {
    refocus.current = true;
    action.mutate(undefined, {
      onSuccess: () => {
        notify({ message, tone: 'success' });
      },
      onError: () => {
        refocus.current = false;
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4">
            {t('clock.heading')}
          </Title>
          <Badge color={statusColor[status]} variant="light" tt="none">
            {t(`status.${status}`)}
          </Badge>
        </Group>
        {state === undefined ? (
          <Text size="sm" c="dimmed">
            {t('clock.notClockable')}
          </Text>
        ) : (
          <Stack gap={2}>
            {state.since !== null && (
              <Text size="sm">
                {t(status === WorkStatus.Break ? 'clock.onBreakSince' : 'clock.workingSince', {
                  time: formatDate(state.since, locale, 'dateTime'),
                })}
              </Text>
            )}
            {state.location !== null && (
              <Text size="sm" c="dimmed">
                {t('clock.location', { location: state.location })}
              </Text>
            )}
          </Stack>
        )}
        {manages && state !== undefined && (
          <Group gap="sm" ref={actionsRef}>
            {status === WorkStatus.NotWorking && (
              <Button
                loading={clockIn.isPending}
                disabled={pending}
                onClick={() => {
                  act(clockIn, t('clock.clockedIn', { name }));
                }}
              >
                {t('clock.clockIn', { name })}
              </Button>
            )}
            {status === WorkStatus.Working && (
              <Button
                variant="light"
                loading={startBreak.isPending}
                disabled={pending}
                onClick={() => {
                  act(startBreak, t('clock.breakStarted', { name }));
                }}
              >
                {t('clock.startBreak', { name })}
              </Button>
            )}
            {status === WorkStatus.Break && (
              <Button
                variant="light"
                loading={endBreak.isPending}
                disabled={pending}
                onClick={() => {
                  act(endBreak, t('clock.breakEnded', { name }));
                }}
              >
                {t('clock.endBreak', { name })}
              </Button>
            )}
            {status !== WorkStatus.NotWorking && (
              <Button
                variant="default"
                loading={clockOut.isPending}
                disabled={pending}
                onClick={() => {
                  act(clockOut, t('clock.clockedOut', { name }));
                }}
              >
                {t('clock.clockOut', { name })}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
