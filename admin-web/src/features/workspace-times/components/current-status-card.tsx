import { Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { WorkStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ActivitySummary } from '@/features/workspace-times/components/activity-summary';
import { useActivityLabels } from '@/features/workspace-times/hooks/use-activity-labels';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { formatDate, formatDurationText } from '@/lib/dates';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

const statusColor = {
  [WorkStatus.Working]: 'green',
  [WorkStatus.Break]: 'orange',
  [WorkStatus.NotWorking]: 'gray',
} as const;

/** Whether the member is working, on a break or neither, since when, and the way to the clock. */
export function CurrentStatusCard({ clockHref }: { clockHref: string }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const headingId = useId();
  const status = useQuery(workspaceTimeQueries.status());
  const labelsOf = useActivityLabels();
  const state = status.data;
  const since =
    state?.workStatus === WorkStatus.Break
      ? (state.break?.start ?? null)
      : (state?.workspaceTime?.start ?? null);
  const now = useNow(since !== null);

  let body;
  if (state === undefined) {
    body = status.isError ? (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red">
          {t('status.error')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void status.refetch()}>
          {t('status.retry')}
        </Button>
      </Stack>
    ) : (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('status.loading')}
        </Text>
      </Group>
    );
  } else {
    const headline =
      state.workStatus === WorkStatus.NotWorking || since === null
        ? t('status.notWorking')
        : t(state.workStatus === WorkStatus.Break ? 'status.break' : 'status.working', {
            time: formatDate(since, locale, 'time'),
          });
    body = (
      <Stack gap="xs">
        <Group gap="xs">
          <Box
            aria-hidden
            w={12}
            h={12}
            bg={`${statusColor[state.workStatus]}.6`}
            style={{ borderRadius: '50%', flex: 'none' }}
          />
          <Text fw={600}>{headline}</Text>
        </Group>
        {since !== null && (
          <Text size="sm" c="dimmed">
            {t('status.elapsed', { duration: formatDurationText(now - since, locale) })}
          </Text>
        )}
        {state.activity !== null && (
          <Paper withBorder radius="sm" p="xs">
            <Text size="xs" c="dimmed" mb={4}>
              {t('status.activity', { time: formatDate(state.activity.start, locale, 'time') })}
            </Text>
            <ActivitySummary labels={labelsOf(state.activity)} compact />
          </Paper>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('status.heading')}
          </Title>
          {body}
        </Stack>
        <Button component={Link} to={clockHref} variant="filled">
          {t('status.openClock')}
        </Button>
      </Stack>
    </Paper>
  );
}
