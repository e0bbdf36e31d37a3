import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ActivitySummary } from '@/features/workspace-times/components/activity-summary';
import { TotalsSummary } from '@/features/workspace-times/components/totals-summary';
import { useActivityLabels } from '@/features/workspace-times/hooks/use-activity-labels';
import { useRecordedTime } from '@/features/workspace-times/hooks/use-recorded-time';
import { spanEnd, type TimeEntry } from '@/features/workspace-times/utils/entries';
import { durationText, timeRangeText } from '@/features/workspace-times/utils/entry-text';
import { mondayOf } from '@/features/workspace-times/utils/period';
import { totalsWithin } from '@/features/workspace-times/utils/totals';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { formatDate, formatDurationText } from '@/lib/dates';
import type { Activity, WorkspaceTime } from '@/lib/wire';

/** All the break time of a work time (a running break counts until now). */
function breakSeconds(time: WorkspaceTime, now: number): number {
  return time.breaks.reduce((sum, pause) => sum + (spanEnd(pause, now) - pause.start), 0);
}

/** How many entries the home page lists. */
const RECENT_COUNT = 6;

/** Today and this week (Monday first), and the seven days the recent entries come from. */
function homeWindows(today: dayjs.Dayjs) {
  const dayStart = today.startOf('day');
  const monday = mondayOf(today);
  const recentFrom = dayStart.subtract(6, 'day');
  return {
    day: { start: dayStart.unix(), end: dayStart.add(1, 'day').unix() },
    week: { start: monday.unix(), end: monday.add(7, 'day').unix() },
    recentFrom: recentFrom.unix(),
    // One request covers all three.
    fetch: {
      start: Math.min(monday.unix(), recentFrom.unix()),
      end: Math.max(monday.add(7, 'day').unix(), dayStart.add(1, 'day').unix()),
    },
  };
}

/** The newest entries first: work times and activities together (breaks show in the list). */
function recentEntries(
  times: readonly WorkspaceTime[],
  activities: readonly Activity[],
  from: number,
): TimeEntry[] {
  const entries: TimeEntry[] = [
    ...times.map((entry) => ({ kind: 'workspace_time', entry }) as const),
    ...activities.map((entry) => ({ kind: 'activity', entry }) as const),
  ];
  return entries
    .filter(({ entry }) => (entry.end ?? Number.POSITIVE_INFINITY) > from)
    .sort((a, b) => b.entry.start - a.entry.start)
    .slice(0, RECENT_COUNT);
}

export interface HomeSummaryProps {
  workspaceId: string;
  timestampsHref: string;
  /** The card with the current status, placed first in the row of totals. */
  status: ReactNode;
}

/**
 * Today's and this week's totals beside the current status, and the latest entries with the
 * way to the full list.
 */
export function HomeSummary({ workspaceId, timestampsHref, status }: HomeSummaryProps) {
  const { t } = useTranslation('home');
  const windows = homeWindows(dayjs());
  const recorded = useRecordedTime(workspaceId, windows.fetch);
  const now = useNow(true);
  const recentId = useId();
  const todayId = useId();
  const weekId = useId();

  if (recorded.status !== 'success') {
    return (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {status}
        </SimpleGrid>
        <Group gap="xs" role="status">
          {recorded.status === 'pending' && <Loader size="xs" />}
          <Text size="sm" c={recorded.status === 'error' ? 'red' : 'dimmed'}>
            {t(recorded.status === 'error' ? 'recent.error' : 'recent.loading')}
          </Text>
          {recorded.status === 'error' && (
            <Button size="xs" variant="light" onClick={recorded.retry}>
              {t('status.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  const { times, activities } = recorded;
  const today = totalsWithin(times, activities, windows.day.start, windows.day.end, now);
  const week = totalsWithin(times, activities, windows.week.start, windows.week.end, now);
  const recent = recentEntries(times, activities, windows.recentFrom);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {status}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={todayId}>
          <Title order={2} size="h4" id={todayId} mb="sm">
            {t('totals.today')}
          </Title>
          <TotalsSummary totals={today} label={t('totals.today')} layout="rows" />
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={weekId}>
          <Title order={2} size="h4" id={weekId} mb="sm">
            {t('totals.week')}
          </Title>
          <TotalsSummary totals={week} label={t('totals.week')} layout="rows" />
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={recentId}>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id={recentId}>
            {t('recent.heading')}
          </Title>
          <Anchor component={Link} to={timestampsHref} size="sm">
            {t('recent.all')}
          </Anchor>
        </Group>
        {recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('recent.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {recent.map((target, index) => (
              <RecentEntry
                key={`${target.kind}:${target.entry.id}`}
                target={target}
                now={now}
                first={index === 0}
              />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function RecentEntry({ target, now, first }: { target: TimeEntry; now: number; first: boolean }) {
  const { t } = useTranslation('timestamps');
  const { t: tHome } = useTranslation('home');
  const locale = useLocale();
  const labelsOf = useActivityLabels();
  const { entry } = target;
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs">
          <Badge
            size="sm"
            variant="light"
            color={target.kind === 'activity' ? 'blue' : 'green'}
            styles={{ root: { textTransform: 'none' } }}
          >
            {t(target.kind === 'activity' ? 'kind.activity' : 'kind.workspace_time')}
          </Badge>
          {entry.end === null && (
            <Badge size="sm" color="green" variant="filled">
              {t('entry.running')}
            </Badge>
          )}
        </Group>
        {target.kind === 'activity' && <ActivitySummary labels={labelsOf(target.entry)} compact />}
        {target.kind === 'workspace_time' && target.entry.breaks.length > 0 && (
          <Text size="sm" c="dimmed">
            {tHome('recent.breaks', {
              duration: formatDurationText(breakSeconds(target.entry, now), locale),
            })}
          </Text>
        )}
      </Stack>
      <Stack gap={0} align="flex-end" style={{ textAlign: 'right' }}>
        <Text size="sm">{formatDate(entry.start, locale, 'weekdayDate')}</Text>
        <Text size="sm" c="dimmed">
          {timeRangeText(entry, entry.start, locale, t('entry.now'))}
        </Text>
        <Text size="sm" fw={700}>
          {durationText(entry, now, locale)}
        </Text>
      </Stack>
    </Group>
  );
}
