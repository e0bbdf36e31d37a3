import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { ProjectHeader, useProject } from '@/features/projects/components/project-header';
import { ProjectTotalView } from '@/features/projects/components/project-total';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * A project's tracked time and cost over a period (`/projects/{id}/total?from=&to=`), per member
 * and per task, on the project's current rates.
 */
export default function ProjectTotalRoute() {
  const { t } = useTranslation('projects');
  const { id = '' } = useParams();
  const project = useProject(id);
  usePageTitle(t('title.total', { name: project?.name ?? t('title.page') }));
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace;
  // The workspace guard sends people without a workspace to set one up.
  if (!workspace) return <PageLoader />;

  return (
    <Stack gap="lg" maw={1100}>
      <ProjectHeader idProject={id} tab="total" />
      {project !== undefined && (
        <ProjectTotalView key={`${workspace.id}-${id}`} idProject={id} workspace={workspace} />
      )}
    </Stack>
  );
}
