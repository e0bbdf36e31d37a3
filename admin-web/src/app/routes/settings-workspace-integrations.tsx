import { Alert } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SlackIntegrationPage } from '@/features/integrations/components/slack-integration-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * /settings/workspace/integrations (time-tracking-spec section 2): the active workspace's Slack
 * connection, for those who manage its settings (MANAGE_WORKSPACE_SETTINGS, as the API requires).
 * Slack's OAuth redirect lands here too, with ?code&state.
 */
export default function SettingsWorkspaceIntegrationsRoute() {
  const { t } = useTranslation('slack');
  usePageTitle(t('title.integrations'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;
  if (!workspace) return <Alert variant="light">{t('page.noWorkspace')}</Alert>;
  if (!canInWorkspace(workspace, Permission.ManageWorkspaceSettings)) {
    return <Alert variant="light">{t('page.notAllowed', { workspace: workspace.name })}</Alert>;
  }
  // Keyed by workspace: switching workspaces starts the page afresh.
  return <SlackIntegrationPage key={workspace.id} workspace={workspace} />;
}
