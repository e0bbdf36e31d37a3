import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadFailed, Loading } from '@/components/load-states';
import { projectQueries } from '@/features/projects/api/project-queries';
import { RangeFilter } from '@/features/projects/components/range-filter';
import { MemberTotals, TaskTotals } from '@/features/projects/components/total-tables';
import { useRangeParam } from '@/features/projects/hooks/use-range-param';
import { rangeWindow } from '@/features/projects/utils/date-range';
import { formatMoney } from '@/lib/money';
import { projectAbilities } from '@/features/projects/utils/project-rules';
import { useLocale } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';
import type { Workspace } from '@/lib/wire';

interface ProjectTotalViewProps {
  idProject: string;
  workspace: Workspace;
}

/**
 * Time and cost on a project over a period: the totals, then per member and per task, as far as
 * the workspace lets the caller see (the API decides; the page says what it shows).
 */
export function ProjectTotalView({ idProject, workspace }: ProjectTotalViewProps) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const { range, draft, change } = useRangeParam();
  const span = useMemo(() => rangeWindow(range), [range]);
  const total = useQuery(projectQueries.total(idProject, span));
  const abilities = projectAbilities(workspace);
  const data = total.data;

  return (
    <Stack gap="lg">
      <RangeFilter value={draft} onChange={change} />
      {total.isError ? (
        <LoadFailed
          message={t('total.loadFailed')}
          retryLabel={t('action.retry')}
          onRetry={() => void total.refetch()}
        />
      ) : data === undefined ? (
        <Loading message={t('total.loading')} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: data.cost === null ? 1 : 2 }} maw={560}>
            <Paper withBorder radius="md" p="md">
              <Text size="sm">{t('total.duration')}</Text>
              <Text fz={28} fw={700} aria-live="polite">
                {formatDurationText(data.duration, locale)}
              </Text>
            </Paper>
            {data.cost !== null && (
              <Paper withBorder radius="md" p="md">
                <Text size="sm">{t('total.cost')}</Text>
                <Text fz={28} fw={700} aria-live="polite">
                  {formatMoney(data.cost, data.currency, locale)}
                </Text>
              </Paper>
            )}
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm">{t(`total.view.${data.view}`)}</Text>
            {data.cost !== null || data.members.some((row) => row.cost !== null) ? (
              <Text size="sm">
                {t(
                  abilities.ratesNeedPlan === undefined
                    ? 'total.rateNote'
                    : 'total.projectRateNote',
                )}
              </Text>
            ) : null}
          </Stack>
          {data.duration === 0 ? (
            <Text>{t('total.empty')}</Text>
          ) : (
            <>
              <MemberTotals total={data} linkMembers={abilities.canViewMemberTimes} />
              <TaskTotals total={data} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
