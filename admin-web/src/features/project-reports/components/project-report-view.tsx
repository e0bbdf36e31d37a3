import { Alert, Anchor, Group, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorKey, type Plan, PlanFeature } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { LoadFailed, Loading } from '@/components/load-states';
import { projectReportQueries } from '@/features/project-reports/api/project-report-queries';
import { ReportControls } from '@/features/project-reports/components/report-controls';
import { ReportDownloads } from '@/features/project-reports/components/report-downloads';
import { ReportTable } from '@/features/project-reports/components/report-table';
import type { ProjectMemberReportPage } from '@/features/project-reports/types';
import {
  filtersFromSearch,
  filtersToSearch,
  type ProjectReportFilters,
} from '@/features/project-reports/utils/report-filters';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { formatDurationText, type TimeWindow } from '@/lib/dates';
import type { Workspace } from '@/lib/wire';
import { lowestPlanWith, planNeededFor } from '@/lib/workspace-permissions';

interface ProjectReportViewProps {
  idProject: string;
  workspace: Workspace;
  /** The period's instants in the workspace's zone. */
  window: TimeWindow;
  /** How the period reads (the table's caption). */
  periodLabel: string;
  /** The project's total, offered when the report is out of reach. */
  totalHref: string;
  /** The period picker: shown above the filters, and not at all when the report is out of reach. */
  picker: ReactNode;
}

/**
 * Time and cost on one project over a period, per member and as grouped: filters kept in the
 * address, the selection's totals, one page of rows, and the report as PDF, CSV or XLSX.
 */
export function ProjectReportView({
  idProject,
  workspace,
  window,
  periodLabel,
  totalHref,
  picker,
}: ProjectReportViewProps) {
  const { t } = useTranslation('projectReports');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const needsPlan = planNeededFor(workspace, PlanFeature.ProjectReport);
  const report = useQuery({
    ...projectReportQueries.page(idProject, filters, window),
    enabled: needsPlan === undefined,
  });
  const members = useQuery({
    ...projectReportQueries.members(idProject),
    enabled: needsPlan === undefined,
  });

  const change = (next: ProjectReportFilters) => {
    setSearch((current) => filtersToSearch(next, current), { replace: true });
  };

  const refusal = unavailable(needsPlan, report.error);
  if (refusal !== null) return <ReportUnavailable reason={refusal} totalHref={totalHref} />;

  const data = report.data;
  return (
    <Stack gap="md">
      {picker}
      <ReportControls filters={filters} members={members.data} onChange={change} />
      <ReportDownloads idProject={idProject} filters={filters} window={window} />
      {report.isError ? (
        <LoadFailed
          message={t('state.loadFailed')}
          retryLabel={t('state.retry')}
          onRetry={() => void report.refetch()}
        />
      ) : data === undefined ? (
        <Loading message={t('state.loading')} />
      ) : (
        <Stack gap="sm" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <ReportTotals report={data} />
          <Stack gap={2}>
            <Text size="sm">{t(`view.${data.view}`)}</Text>
            <Text size="sm" c="dimmed">
              {t('zone.note', { zone: data.timeZone })}
            </Text>
          </Stack>
          {data.totalItems === 0 ? (
            <Text>{t('state.empty')}</Text>
          ) : (
            <>
              <ReportTable report={data} caption={periodLabel} />
              <ReportPaging
                report={data}
                onPage={(page) => {
                  change({ ...filters, page });
                }}
              />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}

type Refusal = { plan: Plan } | 'permission';

/** Why the report cannot be shown: the plan (known up front or told by the API), or a right. */
function unavailable(needsPlan: Plan | undefined, error: unknown): Refusal | null {
  if (needsPlan !== undefined) return { plan: needsPlan };
  if (!(error instanceof ApiError) || error.statusCode !== 403) return null;
  const plan =
    error.errorKey === ErrorKey.PlanFeatureUnavailable
      ? lowestPlanWith(PlanFeature.ProjectReport)
      : undefined;
  return plan === undefined ? 'permission' : { plan };
}

function ReportUnavailable({ reason, totalHref }: { reason: Refusal; totalHref: string }) {
  const { t } = useTranslation('projectReports');
  return (
    <Alert
      variant="light"
      color="yellow"
      title={reason === 'permission' ? undefined : t('gate.title')}
    >
      <Stack gap="xs" align="flex-start">
        <span>
          {reason === 'permission' ? t('gate.permission') : t('gate.plan', { plan: reason.plan })}
        </span>
        <Anchor component={Link} to={totalHref} size="sm">
          {t('gate.total')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The whole selection's time and cost (every page, not only the one shown). */
function ReportTotals({ report }: { report: ProjectMemberReportPage }) {
  const { t } = useTranslation('projectReports');
  const locale = useLocale();
  const cost = report.totals.cost;
  return (
    <SimpleGrid cols={cost === null ? 1 : 2} spacing="sm" maw={560}>
      <Paper withBorder radius="md" p="md">
        <Text size="sm">{t('totals.duration')}</Text>
        <Text fz={28} fw={700} aria-live="polite">
          {formatDurationText(report.totals.duration, locale)}
        </Text>
      </Paper>
      {cost !== null && (
        <Paper withBorder radius="md" p="md">
          <Text size="sm">{t('totals.cost')}</Text>
          <Text fz={28} fw={700} aria-live="polite">
            {formatMoney(cost, report.currency, locale)}
          </Text>
        </Paper>
      )}
    </SimpleGrid>
  );
}

function ReportPaging({
  report,
  onPage,
}: {
  report: ProjectMemberReportPage;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('projectReports');
  const pages = Math.max(1, Math.ceil(report.totalItems / report.item));
  const first = (report.page - 1) * report.item + 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite">
        {t('paging.range', {
          from: first,
          to: first + report.items.length - 1,
          total: report.totalItems,
        })}
      </Text>
      {pages > 1 && (
        <nav aria-label={t('paging.label')}>
          <Pagination
            total={pages}
            value={Math.min(report.page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
          />
        </nav>
      )}
    </Group>
  );
}
