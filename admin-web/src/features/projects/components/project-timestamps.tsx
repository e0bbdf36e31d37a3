import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { projectQueries } from '@/features/projects/api/project-queries';
import { ActivityEntry } from '@/features/projects/components/activity-entry';
import { RangeFilter } from '@/features/projects/components/range-filter';
import { useRangeParam } from '@/features/projects/hooks/use-range-param';
import { groupByDay } from '@/features/projects/utils/activity-days';
import { rangeWindow } from '@/features/projects/utils/date-range';
import { projectAbilities } from '@/features/projects/utils/project-rules';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { formatDate, formatDurationText } from '@/lib/dates';
import type { Workspace } from '@/lib/wire';

const EVERYONE = 'everyone';

interface ProjectTimestampsProps {
  idProject: string;
  workspace: Workspace;
  /** Whose entries, from the address; null for everyone's. */
  idMember: string | null;
  onMemberChange: (idMember: string | null) => void;
}

/**
 * A project's activities in a period, newest first and by day, a page of 100 at a time: everyone's
 * (or one member's) when the caller may see them, else their own.
 */
export function ProjectTimestamps({
  idProject,
  workspace,
  idMember,
  onMemberChange,
}: ProjectTimestampsProps) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const { range, draft, change } = useRangeParam();
  const span = useMemo(() => rangeWindow(range), [range]);
  const abilities = projectAbilities(workspace);
  const pages = useInfiniteQuery(projectQueries.activities(idProject, span, idMember));
  const members = useQuery(projectQueries.members(idProject));
  const entries = useMemo(
    () => pages.data?.pages.flatMap((page) => page.items) ?? [],
    [pages.data],
  );
  const view = pages.data?.pages[0]?.view;
  const now = useNow(entries.some((entry) => entry.end === null));
  const days = useMemo(() => groupByDay(entries, now), [entries, now]);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <RangeFilter value={draft} onChange={change} />
        {view === 'DETAILS' && (
          <Select
            label={t('timestamps.member')}
            data={[
              { value: EVERYONE, label: t('timestamps.everyone') },
              ...(members.data ?? []).map((member) => ({
                value: member.idUser,
                label: member.name,
              })),
            ]}
            value={idMember ?? EVERYONE}
            allowDeselect={false}
            searchable
            onChange={(value) => {
              onMemberChange(value === null || value === EVERYONE ? null : value);
            }}
            maw={280}
          />
        )}
      </Stack>
      {view !== undefined && view !== 'DETAILS' && <Text size="sm">{t('timestamps.ownOnly')}</Text>}
      {pages.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('timestamps.loadFailed')}</span>
            <Button size="xs" variant="default" onClick={() => void pages.refetch()}>
              {t('action.retry')}
            </Button>
          </Group>
        </Alert>
      ) : pages.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('timestamps.loading')}</Text>
        </Group>
      ) : entries.length === 0 ? (
        <Text>{t('timestamps.empty')}</Text>
      ) : (
        <Stack gap="lg">
          {days.map((day) => (
            <Stack component="section" key={day.date} gap="xs" aria-labelledby={`day-${day.date}`}>
              <Group justify="space-between" gap="sm">
                <Title order={2} size="h4" id={`day-${day.date}`}>
                  {formatDate(day.start, locale, 'weekdayDate')}
                </Title>
                <Text size="sm">
                  {t('timestamps.dayTotal', { total: formatDurationText(day.seconds, locale) })}
                </Text>
              </Group>
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                {day.entries.map((entry) => (
                  <ActivityEntry
                    key={entry.id}
                    entry={entry}
                    now={now}
                    linkMember={abilities.canViewMemberTimes}
                  />
                ))}
              </Stack>
            </Stack>
          ))}
          {pages.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {t('timestamps.more')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
