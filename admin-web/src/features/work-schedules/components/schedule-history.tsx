import { Badge, Stack, Table, Title } from '@mantine/core';
import type { IsoWeekday } from '@punchcard/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { WorkSchedule } from '@/features/work-schedules/types';
import { weekSummary } from '@/features/work-schedules/utils/week-text';
import { useLocale } from '@/hooks/use-locale';
import { dateLabel } from '@/lib/report-range';

/** The date the API gives the built-in Mon–Fri 09:00–18:00 week, which nobody saved. */
const DEFAULT_FROM = '1970-01-01';

interface ScheduleHistoryProps {
  /** Every version, newest first. */
  history: readonly WorkSchedule[];
  /** The version in force today. */
  current: WorkSchedule;
  weekStart: IsoWeekday;
  /** Today in the workspace's zone (YYYY-MM-DD). */
  today: string;
}

type VersionStatus = 'inForce' | 'upcoming' | 'past';

const statusColor: Record<VersionStatus, string> = {
  inForce: 'green',
  upcoming: 'blue',
  past: 'gray',
};

/** Every version of the workspace's week with the date it took effect and whether it still does. */
export function ScheduleHistory({ history, current, weekStart, today }: ScheduleHistoryProps) {
  const { t } = useTranslation('schedules');
  const locale = useLocale();
  const headingId = useId();
  const statusOf = (version: WorkSchedule): VersionStatus =>
    version.effectiveFrom === current.effectiveFrom
      ? 'inForce'
      : version.effectiveFrom > today
        ? 'upcoming'
        : 'past';

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('history.title')}
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.from')}</Table.Th>
              <Table.Th scope="col">{t('history.hours')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((version) => {
              const status = statusOf(version);
              return (
                <Table.Tr key={version.effectiveFrom}>
                  {/* The status sits under the date: a third column would not fit a phone. */}
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <span style={{ whiteSpace: 'nowrap' }}>
                        {version.effectiveFrom === DEFAULT_FROM
                          ? t('history.default')
                          : dateLabel(version.effectiveFrom, locale)}
                      </span>
                      <Badge variant="light" color={statusColor[status]} tt="none">
                        {t(`history.${status}`)}
                      </Badge>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {weekSummary(version.days, locale, weekStart) ?? t('week.none')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
