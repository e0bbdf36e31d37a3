import { Badge, Box, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ActivitySummary } from '@/features/workspace-times/components/activity-summary';
import { EntryMenu } from '@/features/workspace-times/components/entry-menu';
import { SpanAuthors } from '@/features/workspace-times/components/span-authors';
import { useActivityLabels } from '@/features/workspace-times/hooks/use-activity-labels';
import { useEntryLabel } from '@/features/workspace-times/hooks/use-entry-label';
import { byStart, touches } from '@/features/workspace-times/utils/entries';
import { durationText, timeRangeText } from '@/features/workspace-times/utils/entry-text';
import type { PeriodDay } from '@/features/workspace-times/utils/period';
import { totalsWithin } from '@/features/workspace-times/utils/totals';
import { useLocale } from '@/hooks/use-locale';
import { useActiveWorkspace } from '@/lib/active-workspace';
import { formatDate, formatDurationText } from '@/lib/dates';
import type { Activity, WorkspaceTime } from '@/lib/wire';

export interface DayListProps {
  days: readonly PeriodDay[];
  times: readonly WorkspaceTime[];
  activities: readonly Activity[];
  now: number;
}

/** The period day by day: each day's work times (with breaks) and activities, and its totals. */
export function DayList({ days, times, activities, now }: DayListProps) {
  return (
    <Stack gap="xl">
      {days.map((day) => (
        <DaySection
          key={day.date}
          day={day}
          // A span crossing midnight is listed on each day it touches; the totals count the part
          // on that day.
          times={times.filter((time) => touches(time, day.start, day.end, now)).sort(byStart)}
          activities={activities
            .filter((activity) => touches(activity, day.start, day.end, now))
            .sort(byStart)}
          now={now}
          // A day view shows the day's totals above already.
          withTotals={days.length > 1}
        />
      ))}
    </Stack>
  );
}

interface DaySectionProps {
  day: PeriodDay;
  times: readonly WorkspaceTime[];
  activities: readonly Activity[];
  now: number;
  withTotals: boolean;
}

function DaySection({ day, times, activities, now, withTotals }: DaySectionProps) {
  const { t } = useTranslation('timestamps');
  const locale = useLocale();
  const headingId = useId();
  const totals = totalsWithin(times, activities, day.start, day.end, now);
  const isToday = dayjs.unix(day.start).isSame(dayjs(), 'day');
  const empty = times.length === 0 && activities.length === 0;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="xs" mb="xs">
        <Group gap="xs" align="center">
          <Title order={2} size="h4" id={headingId}>
            {formatDate(day.start, locale, 'weekdayDate')}
          </Title>
          {isToday && (
            <Badge variant="light" size="sm">
              {t('day.today')}
            </Badge>
          )}
        </Group>
        {!empty && withTotals && (
          <Text size="sm" c="dimmed">
            {t('day.totals', {
              worked: formatDurationText(totals.worked, locale),
              breaks: formatDurationText(totals.breaks, locale),
              tracked: formatDurationText(totals.tracked, locale),
            })}
          </Text>
        )}
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('day.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {times.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h6" c="dimmed">
                {t('list.workTime')}
              </Title>
              {times.map((time) => (
                <WorkspaceTimeCard key={time.id} time={time} day={day} now={now} />
              ))}
            </Stack>
          )}
          {activities.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h6" c="dimmed">
                {t('list.activities')}
              </Title>
              <Paper withBorder radius="md">
                {activities.map((activity, index) => (
                  <ActivityRow
                    key={activity.id}
                    activity={activity}
                    day={day}
                    now={now}
                    first={index === 0}
                  />
                ))}
              </Paper>
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** The range and length of a span: under its description on phones, at the right from tablets. */
function SpanTimes({
  span,
  day,
  now,
}: {
  span: { start: number; end: number | null };
  day: PeriodDay;
  now: number;
}) {
  const { t } = useTranslation('timestamps');
  const locale = useLocale();
  return (
    <Group gap="xs" wrap="wrap" style={{ flex: 'none' }}>
      <Text size="sm">{timeRangeText(span, day.start, locale, t('entry.now'))}</Text>
      <Text size="sm" fw={700} miw={{ base: 0, sm: 56 }} ta={{ base: 'left', sm: 'right' }}>
        {durationText(span, now, locale)}
      </Text>
    </Group>
  );
}

/** What an entry is (left) and when (right); stacked on phones. The menu stays at the far right. */
function EntryRow({
  what,
  span,
  day,
  now,
  menu,
}: {
  what: ReactNode;
  span: { start: number; end: number | null };
  day: PeriodDay;
  now: number;
  menu: ReactNode;
}) {
  return (
    <Group wrap="nowrap" gap="xs" align="flex-start" justify="space-between">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', sm: 'flex-start' }}
        gap={{ base: 4, sm: 'md' }}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Box style={{ minWidth: 0 }}>{what}</Box>
        <SpanTimes span={span} day={day} now={now} />
      </Flex>
      {menu}
    </Group>
  );
}

function WorkspaceTimeCard({
  time,
  day,
  now,
}: {
  time: WorkspaceTime;
  day: PeriodDay;
  now: number;
}) {
  const { t } = useTranslation('timestamps');
  const entryLabel = useEntryLabel();
  const running = time.end === null;
  const breaks = [...time.breaks].sort(byStart);
  const target = { kind: 'workspace_time', entry: time } as const;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: '4px solid var(--mantine-color-green-6)' }}
    >
      <EntryRow
        span={time}
        day={day}
        now={now}
        what={
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {t('kind.workspace_time')}
            </Text>
            {running && (
              <Badge color="green" variant="filled" size="sm">
                {t('entry.running')}
              </Badge>
            )}
            {time.addedAt !== null && (
              <Badge color="gray" variant="outline" size="sm" tt="none">
                {t('entry.added')}
              </Badge>
            )}
            {time.addedAt === null && time.editedAt !== null && (
              <Badge color="gray" variant="outline" size="sm" tt="none">
                {t('entry.edited')}
              </Badge>
            )}
            <SpanAuthors span={time} kind="workspace_time" />
          </Group>
        }
        menu={<EntryMenu target={target} label={entryLabel(target, day.start)} />}
      />
      {breaks.length > 0 && (
        <Stack
          component="ul"
          gap={6}
          mt="xs"
          mb={0}
          ml={{ base: 0, sm: 'md' }}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('list.breaksOf')}
        >
          {breaks.map((pause) => {
            const breakTarget = { kind: 'break', entry: pause } as const;
            return (
              <Box
                component="li"
                key={pause.id}
                pl={8}
                style={{ borderLeft: '3px solid var(--mantine-color-orange-5)' }}
              >
                <EntryRow
                  span={pause}
                  day={day}
                  now={now}
                  what={
                    <Group gap="xs">
                      <Text size="sm">{t('kind.break')}</Text>
                      {pause.end === null && (
                        <Badge color="orange" variant="light" size="sm">
                          {t('entry.running')}
                        </Badge>
                      )}
                      <SpanAuthors span={pause} kind="break" />
                    </Group>
                  }
                  menu={
                    <EntryMenu target={breakTarget} label={entryLabel(breakTarget, day.start)} />
                  }
                />
              </Box>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

function ActivityRow({
  activity,
  day,
  now,
  first,
}: {
  activity: Activity;
  day: PeriodDay;
  now: number;
  first: boolean;
}) {
  const { t } = useTranslation('timestamps');
  const labelsOf = useActivityLabels();
  const entryLabel = useEntryLabel();
  const pendingRequests = useActiveWorkspace()?.pendingRequests ?? [];
  const changeRequested = pendingRequests.some((request) => request.idTimestamp === activity.id);
  const target = { kind: 'activity', entry: activity } as const;
  return (
    <Box
      p="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <EntryRow
        span={activity}
        day={day}
        now={now}
        what={
          <Stack gap={4}>
            <ActivitySummary labels={labelsOf(activity)} />
            {(activity.end === null || changeRequested) && (
              <Group gap={6}>
                {activity.end === null && (
                  <Badge color="green" variant="light" size="sm">
                    {t('entry.running')}
                  </Badge>
                )}
                {changeRequested && (
                  <Badge color="yellow" variant="light" size="sm" tt="none">
                    {t('entry.changeRequested')}
                  </Badge>
                )}
              </Group>
            )}
          </Stack>
        }
        menu={<EntryMenu target={target} label={entryLabel(target, day.start)} />}
      />
    </Box>
  );
}
