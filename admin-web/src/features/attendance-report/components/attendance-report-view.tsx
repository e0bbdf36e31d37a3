import { Group, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorKey, PlanFeature } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LoadFailed, Loading } from '@/components/load-states';
import { attendanceQueries } from '@/features/attendance-report/api/attendance-queries';
import { AttendanceExportButtons } from '@/features/attendance-report/components/attendance-export-buttons';
import { AttendanceFiltersBar } from '@/features/attendance-report/components/attendance-filters-bar';
import { AttendanceMemberDialog } from '@/features/attendance-report/components/attendance-member-dialog';
import { AttendanceTable } from '@/features/attendance-report/components/attendance-table';
import { ReportUnavailable } from '@/features/attendance-report/components/report-unavailable';
import type { AttendanceMember, AttendanceSummary } from '@/features/attendance-report/types';
import { clockDuration } from '@/features/attendance-report/utils/attendance-format';
import {
  type AttendanceFilters,
  filtersFromSearch,
  filtersToSearch,
} from '@/features/attendance-report/utils/attendance-filters';
import { ApiError } from '@/lib/api-client';
import type { TimeWindow } from '@/lib/dates';
import { memberPageQueries } from '@/lib/member-page-access';
import type { Workspace } from '@/lib/wire';
import { lowestPlanWith } from '@/lib/workspace-permissions';

interface AttendanceReportViewProps {
  workspace: Workspace;
  /** The period's instants in the workspace's zone. */
  window: TimeWindow;
  /** How the period reads (the table's caption). */
  periodLabel: string;
  /** The summary report, offered when the attendance is out of reach. */
  summaryHref: string;
}

/**
 * The team's attendance over a period: filters kept in the address, the whole selection's
 * totals, one page of members with their rows, a member's details, and downloads for payroll.
 */
export function AttendanceReportView({
  workspace,
  window,
  periodLabel,
  summaryHref,
}: AttendanceReportViewProps) {
  const { t } = useTranslation('attendanceReport');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [shown, setShown] = useState<AttendanceMember | null>(null);
  const report = useQuery(attendanceQueries.report(workspace.id, filters, window));
  const summary = useQuery(attendanceQueries.summary(workspace.id, filters, window));
  const members = useQuery(memberPageQueries.members(workspace.id));
  const timeZone = report.data?.timeZone ?? workspace.timeZone;

  const change = (next: AttendanceFilters) => {
    setSearch((current) => filtersToSearch(next, current), { replace: true });
  };

  const error = report.error;
  if (error instanceof ApiError && error.errorKey === ErrorKey.PlanFeatureUnavailable) {
    const plan = lowestPlanWith(PlanFeature.AttendanceReport);
    return <ReportUnavailable reason={plan ? { plan } : 'permission'} summaryHref={summaryHref} />;
  }
  if (error instanceof ApiError && error.statusCode === 403) {
    return <ReportUnavailable reason="permission" summaryHref={summaryHref} />;
  }

  const data = report.data;
  const pages = data === undefined ? 1 : Math.max(1, Math.ceil(data.totalMembers / data.item));
  const first = data === undefined ? 0 : (data.page - 1) * data.item + 1;

  return (
    <Stack gap="md">
      <AttendanceFiltersBar filters={filters} members={members.data} onChange={change} />
      <AttendanceExportButtons filters={filters} window={window} />
      {summary.data !== undefined && <SummaryCards summary={summary.data} />}
      {report.isError ? (
        <LoadFailed
          message={t('table.loadFailed')}
          retryLabel={t('action.retry')}
          onRetry={() => void report.refetch()}
        />
      ) : data === undefined ? (
        <Loading message={t('table.loading')} />
      ) : data.members.length === 0 ? (
        <Text>{t('table.noMembers')}</Text>
      ) : (
        <Stack gap="sm" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <AttendanceTable
            members={data.members}
            totals={summary.data?.totals}
            period={data.period}
            timeZone={timeZone}
            periodLabel={periodLabel}
            onDetails={setShown}
          />
          <Group justify="space-between" gap="sm">
            <Text size="sm" aria-live="polite">
              {t('paging.range', {
                from: first,
                to: first + data.members.length - 1,
                total: data.totalMembers,
              })}
            </Text>
            {pages > 1 && (
              <Pagination
                aria-label={t('paging.label')}
                total={pages}
                value={Math.min(filters.page, pages)}
                onChange={(page) => {
                  change({ ...filters, page });
                }}
              />
            )}
          </Group>
          <AttendanceMemberDialog
            member={shown}
            period={data.period}
            timeZone={timeZone}
            periodLabel={periodLabel}
            onClose={() => {
              setShown(null);
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** The selection's sums: what payroll looks at first. */
function SummaryCards({ summary }: { summary: AttendanceSummary }) {
  const { t } = useTranslation('attendanceReport');
  const cards = [
    ['totals.members', String(summary.totalMembers)],
    ['totals.worked', clockDuration(summary.totals.worked)],
    ['totals.break', clockDuration(summary.totals.breakTime)],
    ['totals.overtime', clockDuration(summary.totals.overtime)],
    ['totals.present', String(summary.totals.daysPresent)],
    ['totals.pending', String(summary.totals.pendingRequests)],
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      role="group"
      aria-label={t('totals.heading')}
    >
      {cards.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text size="xs">{t(key)}</Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
