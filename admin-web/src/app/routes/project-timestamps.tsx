import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { ProjectHeader, useProject } from '@/features/projects/components/project-header';
import { ProjectTimestamps } from '@/features/projects/components/project-timestamps';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * A project's time entries (`/projects/{id}/timestamps`): by period (`?from=&to=`) and member
 * (`?member=`), everyone's or the caller's own as the workspace lets them see.
 */
export default function ProjectTimestampsRoute() {
  const { t } = useTranslation('projects');
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const project = useProject(id);
  usePageTitle(t('title.timestamps', { name: project?.name ?? t('title.page') }));
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace;
  // The workspace guard sends people without a workspace to set one up.
  if (!workspace) return <PageLoader />;

  return (
    <Stack gap="lg" maw={1100}>
      <ProjectHeader idProject={id} tab="timestamps" />
      {project !== undefined && (
        <ProjectTimestamps
          key={`${workspace.id}-${id}`}
          idProject={id}
          workspace={workspace}
          idMember={search.get('member')}
          onMemberChange={(idMember) => {
            setSearch(
              (current) => {
                const updated = new URLSearchParams(current);
                if (idMember === null) updated.delete('member');
                else updated.set('member', idMember);
                return updated;
              },
              { replace: true },
            );
          }}
        />
      )}
    </Stack>
  );
}
