import { Permission } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { CataloguePage } from '@/components/catalogue-page';
import { ClientsSection } from '@/features/clients/components/clients-section';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * /clients: who the work is for. Every member sees the clients and their projects;
 * CUD_WORKSPACE_CLIENTS adds, changes, deletes and restores them, and CUD_PROJECT_TASK besides
 * puts them on projects.
 */
export default function ClientsRoute() {
  const { t } = useTranslation('clients');
  return (
    <CataloguePage
      text={{
        title: t('title.page'),
        lead: t('page.lead'),
        noWorkspace: t('page.noWorkspace'),
        readOnlyTitle: t('page.readOnlyTitle'),
        readOnly: t('page.readOnly'),
      }}
      manage={Permission.CudWorkspaceClients}
    >
      {(workspace, canManage) => (
        <ClientsSection
          workspaceId={workspace.id}
          canManage={canManage}
          canManageProjects={canInWorkspace(workspace, Permission.CudProjectTask)}
        />
      )}
    </CataloguePage>
  );
}
