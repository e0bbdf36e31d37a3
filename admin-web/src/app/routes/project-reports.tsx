import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { PeriodPicker, useReportRangeParam, useWeekStart } from '@/components/period-picker';
import { paths } from '@/config/paths';
import { ProjectReportView } from '@/features/project-reports/components/project-report-view';
import { ProjectHeader, useProject } from '@/features/projects/components/project-header';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { rangeLabel, rangeWindow } from '@/lib/report-range';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

/**
 * `/projects/{id}/reports`: time and cost on one project per member (and task, day, week or
 * month) over a period of the workspace's zone, with the report as PDF, CSV and XLSX.
 */
export default function ProjectReportsRoute() {
  const { t } = useTranslation('projectReports');
  const { id = '' } = useParams();
  const project = useProject(id);
  usePageTitle(t('title.project', { name: project?.name ?? t('title.page') }));
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace;
  // The workspace guard sends people without a workspace to set one up.
  if (!workspace) return <PageLoader />;

  return (
    <Stack gap="lg" maw={1100}>
      <ProjectHeader idProject={id} tab="reports" />
      {project !== undefined && (
        <ProjectReport key={`${workspace.id}-${id}`} idProject={id} workspace={workspace} />
      )}
    </Stack>
  );
}

function ProjectReport({ idProject, workspace }: { idProject: string; workspace: Workspace }) {
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const weekStart = useWeekStart(workspace.id);
  const timeZone = workspace.timeZone;
  const { range, draft, change } = useReportRangeParam({ timeZone, weekStart });
  const window = useMemo(() => rangeWindow(range, timeZone), [range, timeZone]);

  return (
    <ProjectReportView
      idProject={idProject}
      workspace={workspace}
      window={window}
      periodLabel={rangeLabel(range, locale)}
      totalHref={paths.projectTotal.getHref({ id: idProject }, prefix)}
      picker={
        <PeriodPicker value={draft} onChange={change} timeZone={timeZone} weekStart={weekStart} />
      }
    />
  );
}
