import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ProjectsSection, type ProjectsTab } from '@/features/projects/components/projects-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * The active workspace's projects (spec section 2, /projects). The list shown (`?tab=archived`)
 * and the search (`?q=`) live in the address, so a view can be bookmarked and shared.
 */
export default function ProjectsRoute() {
  const { t } = useTranslation('projects');
  usePageTitle(t('title.page'));
  const [search, setSearch] = useSearchParams();
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;
  if (!workspace) return <Alert variant="light">{t('page.noWorkspace')}</Alert>;

  const tab: ProjectsTab = search.get('tab') === 'archived' ? 'archived' : 'active';
  const setParam = (name: string, value: string | null) => {
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === null || value === '') updated.delete(name);
        else updated.set(name, value);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    // Keyed by workspace: switching workspaces starts the page afresh (an open dialog).
    <ProjectsSection
      key={workspace.id}
      workspace={workspace}
      idUser={me.user.id}
      tab={tab}
      onTabChange={(next) => {
        setParam('tab', next === 'archived' ? next : null);
      }}
      query={search.get('q') ?? ''}
      onQueryChange={(next) => {
        setParam('q', next);
      }}
    />
  );
}
