import { Alert, Stack, Text, Title } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ClientsSection } from '@/features/clients/components/clients-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * /clients: who the work is for. Every member sees the clients and their projects;
 * CUD_WORKSPACE_CLIENTS adds, changes, deletes and restores them, and CUD_PROJECT_TASK besides
 * puts them on projects.
 */
export default function ClientsRoute() {
  const { t } = useTranslation('clients');
  usePageTitle(t('title.page'));
  // The auth guard has the account before this page renders.
  const me = useQuery(accountQueries.me()).data;
  if (!me) return null;
  const workspace = me.activeWorkspace;
  const canManage = workspace !== null && canInWorkspace(workspace, Permission.CudWorkspaceClients);

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title.page')}
        </Title>
        <Text c="dimmed" size="sm" maw={640}>
          {t('page.lead')}
        </Text>
      </Stack>
      {workspace === null ? (
        <Alert variant="light" role="note">
          {t('page.noWorkspace')}
        </Alert>
      ) : (
        <>
          {!canManage && (
            <Alert variant="light" color="gray" role="note" title={t('page.readOnlyTitle')}>
              {t('page.readOnly')}
            </Alert>
          )}
          <ClientsSection
            // Switching workspaces starts afresh (no dialog left open on the old one's client).
            key={workspace.id}
            workspaceId={workspace.id}
            canManage={canManage}
            canManageProjects={canInWorkspace(workspace, Permission.CudProjectTask)}
          />
        </>
      )}
    </Stack>
  );
}
