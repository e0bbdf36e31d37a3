import { Divider, Stack, Text, Title } from '@mantine/core';
import { Permission, PlanFeature, Role } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { PageLoader } from '@/components/page-loader';
import { PeriodPicker, useReportRangeParam, useWeekStart } from '@/components/period-picker';
import { ReportsTabs } from '@/components/reports-tabs';
import { paths } from '@/config/paths';
import { AttendanceReportView } from '@/features/attendance-report/components/attendance-report-view';
import { ReportUnavailable } from '@/features/attendance-report/components/report-unavailable';
import { PayrollPeriodsPanel } from '@/features/payroll-seals/components/payroll-periods-panel';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { rangeLabel, rangeWindow } from '@/lib/report-range';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';
import { canInWorkspace, planNeededFor } from '@/lib/workspace-permissions';

/** Owners and super owners may reopen a sealed period (the API's rule, not a permission). */
const REOPENING_ROLES: readonly string[] = [Role.Owner, Role.SuperOwner];

/**
 * `/reports/attendance`: the team's attendance over a period of the workspace's zone, with its
 * downloads, and the payroll periods sealed from it. Without VIEW_MEMBER_TIMESTAMPS, or on a plan
 * without the report, the page says so and points to the summary.
 */
export default function ReportsAttendanceRoute() {
  const { t } = useTranslation('attendanceReport');
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace;
  usePageTitle(t('title.page'));
  // The workspace guard sends people without a workspace to set one up.
  if (!workspace) return <PageLoader />;
  return <AttendancePage key={workspace.id} workspace={workspace} />;
}

function AttendancePage({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('attendanceReport');
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const summaryHref = paths.reportsSummary.getHref({}, prefix);
  const weekStart = useWeekStart(workspace.id);
  const timeZone = workspace.timeZone;
  const { range, draft, change } = useReportRangeParam({ timeZone, weekStart });
  const window = useMemo(() => rangeWindow(range, timeZone), [range, timeZone]);
  const periodLabel = rangeLabel(range, locale);
  const canView = canInWorkspace(workspace, Permission.ViewMemberTimestamps);
  const plan = planNeededFor(workspace, PlanFeature.AttendanceReport);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('page.heading')}
        </Title>
        <ReportsTabs current="attendance" />
      </Stack>
      {!canView ? (
        <ReportUnavailable reason="permission" summaryHref={summaryHref} />
      ) : plan !== undefined ? (
        <ReportUnavailable reason={{ plan }} summaryHref={summaryHref} />
      ) : (
        <>
          <Text size="sm">{t('page.intro')}</Text>
          <PeriodPicker value={draft} onChange={change} timeZone={timeZone} weekStart={weekStart} />
          <AttendanceReportView
            workspace={workspace}
            window={window}
            periodLabel={periodLabel}
            summaryHref={summaryHref}
          />
          <Divider />
          <PayrollPeriodsPanel
            idWorkspace={workspace.id}
            timeZone={timeZone}
            weekStart={weekStart}
            shown={range}
            canSeal={canInWorkspace(workspace, Permission.ManageWorkspaceTimeModification)}
            canReopen={REOPENING_ROLES.includes(workspace.role)}
          />
        </>
      )}
    </Stack>
  );
}
