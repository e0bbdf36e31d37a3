import { Alert, Button, Group, Loader, Menu, Stack, Tabs, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { DayList } from '@/features/workspace-times/components/day-list';
import {
  type AddTarget,
  EntryActionsProvider,
  useEntryActions,
} from '@/features/workspace-times/components/entry-actions';
import { ListIcon, PlusIcon, TimelineIcon } from '@/features/workspace-times/components/icons';
import { PeriodPicker } from '@/features/workspace-times/components/period-picker';
import { Timeline } from '@/features/workspace-times/components/timeline';
import { TotalsSummary } from '@/features/workspace-times/components/totals-summary';
import { usePeriod } from '@/features/workspace-times/hooks/use-period';
import { useRecordedTime } from '@/features/workspace-times/hooks/use-recorded-time';
import { useTimeSubject } from '@/features/workspace-times/hooks/use-time-subject';
import {
  type Period,
  periodDays,
  periodHoldsToday,
  periodIsFuture,
  periodRange,
  periodSearch,
} from '@/features/workspace-times/utils/period';
import { totalsWithin } from '@/features/workspace-times/utils/totals';
import { useNow } from '@/hooks/use-now';
import type { RequestDialog } from '@/lib/change-target';
import type { Workspace } from '@/lib/wire';

export type TimestampsView = 'list' | 'timeline';

export interface TimestampsPageProps {
  view: TimestampsView;
  workspace: Workspace;
  /**
   * How to switch views: the address of each (with the locale prefix, a page per view), or a
   * callback where one page shows both (a member's page).
   */
  viewHref?: Record<TimestampsView, string>;
  onViewChange?: (view: TimestampsView) => void;
  /** The requests feature's dialog, for changes the workspace only takes as a request. */
  requestDialog: RequestDialog;
  /** Shown above the views: a manager's clock controls on a member's page. */
  aside?: ReactNode;
}

/**
 * The member's recorded time for a day or a week, as a list or a timeline: the period picker,
 * its totals, the entries, and adding, editing, deleting or requesting changes. Under a
 * TimeSubjectContext it shows that member's time to a manager, below the member page's header.
 */
export function TimestampsPage({
  view,
  workspace,
  viewHref,
  requestDialog,
  aside,
  onViewChange,
}: TimestampsPageProps) {
  // The activity dialog's fields speak the clock's words: loaded with the page, the dialog opens
  // at once.
  const { t } = useTranslation(['timestamps', 'clock']);
  const [period, setPeriod] = usePeriod();
  const navigate = useNavigate();
  const subject = useTimeSubject();

  return (
    <EntryActionsProvider workspace={workspace} requestDialog={requestDialog}>
      <Stack gap="lg">
        {aside}
        {/* A member's page is headed by the member's name (MemberPageHeader). */}
        <Group justify={subject === null ? 'space-between' : 'flex-end'} align="center" gap="sm">
          {subject === null && (
            <Title order={1} size="h2">
              {t('heading')}
            </Title>
          )}
          <AddMenu period={period} />
        </Group>
        <Tabs
          value={view}
          // Only the shown view is rendered: the other one is a page of its own.
          keepMounted={false}
          onChange={(next) => {
            if (next !== 'list' && next !== 'timeline') return;
            if (viewHref !== undefined) {
              void navigate({ pathname: viewHref[next], search: periodSearch(period) });
            } else {
              onViewChange?.(next);
            }
          }}
        >
          <Tabs.List aria-label={t('view.label')}>
            <Tabs.Tab value="list" leftSection={<ListIcon size={16} />}>
              {t('view.list')}
            </Tabs.Tab>
            <Tabs.Tab value="timeline" leftSection={<TimelineIcon size={16} />}>
              {t('view.timeline')}
            </Tabs.Tab>
          </Tabs.List>
          {(['list', 'timeline'] as const).map((panel) => (
            <Tabs.Panel key={panel} value={panel} pt="lg">
              <Stack gap="lg">
                <PeriodPicker period={period} onChange={setPeriod} />
                <PeriodEntries
                  view={view}
                  period={period}
                  workspaceId={workspace.id}
                  idUser={subject?.idUser}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </EntryActionsProvider>
  );
}

/** "Add" past time: directly where the workspace allows it, else as a request. */
function AddMenu({ period }: { period: Period }) {
  const { t } = useTranslation('timestamps');
  const { policy, add } = useEntryActions();
  // New entries default to the day shown, or today when the period holds it.
  const date = periodHoldsToday(period) ? dayjs().format('YYYY-MM-DD') : period.first;
  const item = (kind: AddTarget['kind'] & ('workspace_time' | 'activity')) => {
    const direct = policy.canAdd(kind);
    const key =
      kind === 'workspace_time'
        ? direct
          ? 'add.workspaceTime'
          : 'add.requestWorkspaceTime'
        : direct
          ? 'add.activity'
          : 'add.requestActivity';
    return (
      <Menu.Item
        onClick={() => {
          add({ kind, date });
        }}
      >
        {t(key)}
      </Menu.Item>
    );
  };
  const locked = !policy.canAdd('workspace_time') || !policy.canAdd('activity');
  // Someone else's time takes only what may be added directly; nothing is requested for them.
  const kinds = (['workspace_time', 'activity'] as const).filter(
    (kind) => policy.offersRequests || policy.canAdd(kind),
  );
  if (kinds.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <Button leftSection={<PlusIcon size={16} />}>{t('add.button')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map((kind) => (
          <Fragment key={kind}>{item(kind)}</Fragment>
        ))}
        {locked && policy.offersRequests && (
          <>
            <Menu.Divider />
            <Text size="xs" c="dimmed" px="sm" py={4}>
              {t('add.requestsHint')}
            </Text>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function PeriodEntries({
  view,
  period,
  workspaceId,
  idUser,
}: {
  view: TimestampsView;
  period: Period;
  workspaceId: string;
  /** Another member's (a manager's view); the caller's own when undefined. */
  idUser: string | undefined;
}) {
  const { t } = useTranslation('timestamps');
  const range = periodRange(period);
  const days = periodDays(period);
  const recorded = useRecordedTime(workspaceId, range, idUser);
  // Running entries grow while the page is open; ticking each second is what the clock does too.
  const now = useNow(periodHoldsToday(period));

  if (recorded.status === 'pending') {
    return (
      <Group justify="center" py="xl" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text c="dimmed">{t('state.loading')}</Text>
      </Group>
    );
  }
  if (recorded.status === 'error') {
    return (
      <Alert color="red" variant="light" title={t('state.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('state.errorBody')}</Text>
          <Button size="xs" variant="light" color="red" onClick={recorded.retry}>
            {t('state.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { times, activities } = recorded;
  const totals = totalsWithin(times, activities, range.start, range.end, now);
  const empty = times.length === 0 && activities.length === 0;

  return (
    <Stack gap="lg">
      <TotalsSummary
        totals={totals}
        label={t(period.unit === 'day' ? 'totals.ofDay' : 'totals.ofWeek')}
      />
      {empty ? (
        <EmptyPeriod period={period} />
      ) : view === 'list' ? (
        <DayList days={days} times={times} activities={activities} now={now} />
      ) : (
        <Timeline days={days} times={times} activities={activities} now={now} />
      )}
    </Stack>
  );
}

function EmptyPeriod({ period }: { period: Period }) {
  const { t } = useTranslation('timestamps');
  const future = periodIsFuture(period);
  return (
    <Stack align="center" gap={4} py="xl" ta="center">
      <Text fw={600}>
        {t(future ? 'state.future' : period.unit === 'day' ? 'state.emptyDay' : 'state.emptyWeek')}
      </Text>
      {!future && (
        <Text size="sm" c="dimmed" maw={420}>
          {t('state.emptyHint')}
        </Text>
      )}
    </Stack>
  );
}
