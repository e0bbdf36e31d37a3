import {
  Box,
  Group,
  Menu,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Locale } from '@punchcard/shared';
import dayjs from 'dayjs';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActivitySummary } from '@/features/workspace-times/components/activity-summary';
import { EntryMenuItems } from '@/features/workspace-times/components/entry-menu';
import { useActivityLabels } from '@/features/workspace-times/hooks/use-activity-labels';
import { useEntryLabel } from '@/features/workspace-times/hooks/use-entry-label';
import { byStart, type TimeEntry, touches } from '@/features/workspace-times/utils/entries';
import {
  durationText,
  shortDayText,
  timeRangeText,
} from '@/features/workspace-times/utils/entry-text';
import type { PeriodDay } from '@/features/workspace-times/utils/period';
import {
  barPlacement,
  fitScale,
  hourMarks,
  pointPlacement,
  type TimelineFit,
  type TimelineScale,
  WHOLE_DAY,
} from '@/features/workspace-times/utils/timeline-scale';
import { totalsWithin } from '@/features/workspace-times/utils/totals';
import { useLocale } from '@/hooks/use-locale';
import { formatDate, formatDurationText } from '@/lib/dates';
import type { Activity, WorkspaceTime } from '@/lib/wire';

export interface TimelineProps {
  days: readonly PeriodDay[];
  times: readonly WorkspaceTime[];
  activities: readonly Activity[];
  now: number;
}

const LABEL_WIDTH = 120;
const ROW_HEIGHT = 60;
const WORK_LANE = { top: 8, height: 22 };
const ACTIVITY_LANE = { top: 36, height: 16 };

const WORK_COLOR = 'var(--mantine-color-green-6)';
const BREAK_COLOR = 'var(--mantine-color-orange-5)';
// Striped, so a break never reads as an activity of an orange category.
const BREAK_FILL = `repeating-linear-gradient(135deg, ${BREAK_COLOR} 0 4px, var(--mantine-color-orange-2) 4px 7px)`;

/** `9:00 AM` / `09:00`; on a phone the shorter `9 AM` / `9時`. */
function hourLabel(dayStart: number, hour: number, locale: Locale, narrow: boolean): string {
  const moment = dayjs.unix(dayStart).hour(hour);
  if (!narrow) return formatDate(moment.unix(), locale, 'time');
  return moment.locale(locale).format(locale === 'ja' ? 'H時' : 'h A');
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * The period as a timeline: one row per day, the hours across, work time with its breaks on top
 * and activities below, a line at the current time today. Every bar is a button: hovering or
 * focusing it shows the entry, pressing it opens the same actions as the list.
 */
export function Timeline({ days, times, activities, now }: TimelineProps) {
  const { t } = useTranslation('timestamps');
  const locale = useLocale();
  const [fit, setFit] = useState<TimelineFit>('entries');
  // On a phone each day's name sits above its row, so the hours get the whole width.
  const narrow = useMediaQuery('(max-width: 48em)');
  const columns = narrow ? '1fr' : `${LABEL_WIDTH}px 1fr`;
  const scale = fit === 'day' ? WHOLE_DAY : fitScale(days, [...times, ...activities], now);
  const marks = hourMarks(scale, narrow);
  const firstDay = days[0];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Legend />
        <SegmentedControl
          size="xs"
          aria-label={t('timeline.hours')}
          value={fit}
          onChange={(value) => {
            setFit(value === 'day' ? 'day' : 'entries');
          }}
          data={[
            { value: 'entries', label: t('timeline.fitEntries') },
            { value: 'day', label: t('timeline.fitDay') },
          ]}
        />
      </Group>
      <ScrollArea type="auto" offsetScrollbars="x">
        <Box miw={narrow ? undefined : 640} px={narrow ? 'xs' : 0}>
          {firstDay !== undefined && (
            <Box aria-hidden style={{ display: 'grid', gridTemplateColumns: columns }}>
              {!narrow && <span />}
              <Box pos="relative" h={20}>
                {marks.map((hour) => (
                  <Text
                    key={hour}
                    size="xs"
                    c="dimmed"
                    pos="absolute"
                    style={{
                      left: percent((hour - scale.fromHour) / (scale.toHour - scale.fromHour)),
                      // The first and last labels stay inside the row.
                      transform: `translateX(${
                        hour === scale.fromHour ? '0' : hour === scale.toHour ? '-100%' : '-50%'
                      })`,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {hour === 24 ? '' : hourLabel(firstDay.start, hour, locale, narrow)}
                  </Text>
                ))}
              </Box>
            </Box>
          )}
          {days.map((day) => (
            <TimelineRow
              key={day.date}
              day={day}
              times={times.filter((time) => touches(time, day.start, day.end, now))}
              activities={activities.filter((activity) =>
                touches(activity, day.start, day.end, now),
              )}
              scale={scale}
              marks={marks}
              now={now}
              columns={columns}
            />
          ))}
        </Box>
      </ScrollArea>
    </Stack>
  );
}

function Legend() {
  const { t } = useTranslation('timestamps');
  const swatch = (color: string, label: string) => (
    <Group gap={6} wrap="nowrap">
      <Box aria-hidden w={14} h={10} style={{ background: color, borderRadius: 2 }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
  return (
    <Group gap="md" aria-label={t('timeline.legend')} role="list">
      <Box role="listitem">{swatch(WORK_COLOR, t('kind.workspace_time'))}</Box>
      <Box role="listitem">{swatch(BREAK_FILL, t('kind.break'))}</Box>
      <Box role="listitem">
        {swatch('linear-gradient(90deg, #1C7ED6, #7048E8, #E8590C)', t('timeline.activityColors'))}
      </Box>
    </Group>
  );
}

interface TimelineRowProps {
  day: PeriodDay;
  times: readonly WorkspaceTime[];
  activities: readonly Activity[];
  scale: TimelineScale;
  marks: readonly number[];
  now: number;
  /** The grid columns: the day's name beside the row, or (one column) above it. */
  columns: string;
}

function TimelineRow({ day, times, activities, scale, marks, now, columns }: TimelineRowProps) {
  const { t } = useTranslation('timestamps');
  const locale = useLocale();
  const headingId = useId();
  const labelsOf = useActivityLabels();
  const totals = totalsWithin(times, activities, day.start, day.end, now);
  const nowAt = dayjs.unix(now).isSame(dayjs.unix(day.start), 'day')
    ? pointPlacement(now, day, scale)
    : null;
  const span = scale.toHour - scale.fromHour;
  const empty = times.length === 0 && activities.length === 0;

  const bars: ReactNode[] = [];
  for (const time of [...times].sort(byStart)) {
    const place = barPlacement(time, day, scale, now);
    if (place) {
      bars.push(
        <TimelineBar
          key={`w${time.id}`}
          target={{ kind: 'workspace_time', entry: time }}
          day={day}
          now={now}
          style={{
            left: percent(place.left),
            width: percent(place.width),
            top: WORK_LANE.top,
            height: WORK_LANE.height,
            background: 'var(--mantine-color-green-light)',
            border: `1px solid ${WORK_COLOR}`,
          }}
        />,
      );
    }
    for (const pause of time.breaks) {
      const placed = barPlacement(pause, day, scale, now);
      if (!placed) continue;
      bars.push(
        <TimelineBar
          key={`b${pause.id}`}
          target={{ kind: 'break', entry: pause }}
          day={day}
          now={now}
          style={{
            left: percent(placed.left),
            width: percent(placed.width),
            top: WORK_LANE.top + 3,
            height: WORK_LANE.height - 6,
            background: BREAK_FILL,
            border: `1px solid ${BREAK_COLOR}`,
            zIndex: 2,
          }}
        />,
      );
    }
  }
  for (const activity of [...activities].sort(byStart)) {
    const place = barPlacement(activity, day, scale, now);
    if (!place) continue;
    const labels = labelsOf(activity);
    bars.push(
      <TimelineBar
        key={`a${activity.id}`}
        target={{ kind: 'activity', entry: activity }}
        day={day}
        now={now}
        details={<ActivitySummary labels={labels} compact onDark />}
        style={{
          left: percent(place.left),
          width: percent(place.width),
          top: ACTIVITY_LANE.top,
          height: ACTIVITY_LANE.height,
          background: labels.color,
        }}
      />,
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      style={{
        display: 'grid',
        gridTemplateColumns: columns,
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Box py={6} pr="xs" style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8 }}>
        <Title order={2} size="sm" id={headingId} fw={600} style={{ whiteSpace: 'nowrap' }}>
          <span aria-hidden>{shortDayText(day.start, locale)}</span>
          <VisuallyHidden>{formatDate(day.start, locale, 'weekdayDate')}</VisuallyHidden>
        </Title>
        <Text size="xs" c="dimmed">
          {empty ? t('day.empty') : formatDurationText(totals.worked, locale)}
        </Text>
      </Box>
      <Box pos="relative" h={ROW_HEIGHT} style={{ overflow: 'hidden' }}>
        {marks.map((hour) => (
          <Box
            key={hour}
            aria-hidden
            pos="absolute"
            top={0}
            bottom={0}
            style={{
              left: percent((hour - scale.fromHour) / span),
              borderLeft: '1px dashed var(--mantine-color-default-border)',
            }}
          />
        ))}
        {bars}
        {nowAt !== null && (
          <Box
            aria-hidden
            pos="absolute"
            top={0}
            bottom={0}
            style={{
              left: percent(nowAt),
              width: 2,
              background: 'var(--mantine-color-red-6)',
              zIndex: 3,
              pointerEvents: 'none',
            }}
          >
            <Text
              size="10px"
              fw={700}
              c="red.7"
              pos="absolute"
              top={0}
              style={{ transform: 'translateX(-50%)', lineHeight: 1 }}
            >
              {t('timeline.now')}
            </Text>
          </Box>
        )}
      </Box>
    </Box>
  );
}

interface TimelineBarProps {
  target: TimeEntry;
  day: PeriodDay;
  now: number;
  style: CSSProperties;
  /** More about the entry in its tooltip (an activity's project and task). */
  details?: ReactNode;
}

function TimelineBar({ target, day, now, style, details }: TimelineBarProps) {
  const { t } = useTranslation('timestamps');
  const locale = useLocale();
  const entryLabel = useEntryLabel();
  const label = `${entryLabel(target, day.start)}, ${durationText(target.entry, now, locale)}`;
  const tooltip = (
    <Stack gap={4} maw={280}>
      <Text size="sm" fw={600}>
        {t(`kind.${target.kind}`)}
      </Text>
      <Text size="sm">
        {timeRangeText(target.entry, day.start, locale, t('entry.now'))} ·{' '}
        {durationText(target.entry, now, locale)}
      </Text>
      {details}
    </Stack>
  );
  return (
    <Menu position="bottom" withinPortal shadow="md" width={220}>
      <Tooltip
        label={tooltip}
        withinPortal
        multiline
        color="dark"
        openDelay={150}
        events={{ hover: true, focus: true, touch: false }}
      >
        <Menu.Target>
          <UnstyledButton
            aria-label={label}
            pos="absolute"
            style={{ ...style, minWidth: 4, borderRadius: 4 }}
          />
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{entryLabel(target, day.start)}</Menu.Label>
        <EntryMenuItems target={target} />
      </Menu.Dropdown>
    </Menu>
  );
}
