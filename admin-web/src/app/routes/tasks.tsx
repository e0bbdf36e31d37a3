import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageLoader } from '@/components/page-loader';
import { TasksPage } from '@/features/tasks/components/tasks-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * /tasks: the active workspace's tasks as a list or a board (`?view=board`), filtered and grouped
 * through the address, and the deleted ones (`?view=deleted`). Every member may run their own
 * personal tasks; CUD_PROJECT_TASK adds the shared ones.
 */
export default function TasksRoute() {
  const { t } = useTranslation('tasks');
  usePageTitle(t('title.page'));
  // The auth guard has the account before this page renders; the workspace guard, a workspace.
  const me = useQuery(accountQueries.me()).data;
  const workspace = me?.activeWorkspace ?? null;
  if (!me || workspace === null) return <PageLoader />;
  return (
    // Switching workspaces starts afresh: no selection or dialog left from the other one.
    <TasksPage key={workspace.id} workspace={workspace} idUser={me.user.id} />
  );
}
