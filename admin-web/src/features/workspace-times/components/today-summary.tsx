import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { dayTotals, localDayRange } from '@/features/workspace-times/utils/day-totals';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { useActiveWorkspace } from '@/lib/active-workspace';
import { activityQueries } from '@/lib/activity-queries';
import { formatDurationText } from '@/lib/dates';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

/**
 * Today's totals so far (the browser's calendar day): work time without breaks, breaks, and
 * time on activities. Running spans count up to now, so the totals grow while they run.
 */
export function TodaySummary({ running }: { running: boolean }) {
  const { t } = useTranslation('clock');
  const locale = useLocale();
  const now = useNow(running);
  const range = localDayRange(now);
  const workspaceId = useActiveWorkspace()?.id ?? '';
  const workspaceTimes = useQuery(workspaceTimeQueries.list(workspaceId, range));
  const activities = useQuery(activityQueries.list(workspaceId, range));

  const totals =
    workspaceTimes.data !== undefined && activities.data !== undefined
      ? dayTotals(workspaceTimes.data, activities.data, range, now)
      : undefined;
  const failed = totals === undefined && (workspaceTimes.isError || activities.isError);
  const figures = [
    { label: t('today.worked'), seconds: totals?.worked },
    { label: t('today.breaks'), seconds: totals?.breaks },
    { label: t('today.tracked'), seconds: totals?.tracked },
  ];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="today-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="today-heading">
          {t('today.heading')}
        </Title>
        {failed ? (
          <Text c="red" size="sm" role="alert">
            {t('today.loadError')}
          </Text>
        ) : (
          <SimpleGrid cols={3} spacing="sm" component="dl" m={0}>
            {figures.map(({ label, seconds }) => (
              <div key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={600} fz="lg">
                  {seconds === undefined ? (
                    <Skeleton height={24} width="70%" mt={4} />
                  ) : (
                    formatDurationText(seconds, locale)
                  )}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
