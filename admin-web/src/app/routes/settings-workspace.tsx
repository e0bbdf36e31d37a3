import { Alert, Stack } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { KioskFleetSection } from '@/features/kiosks/components/kiosk-fleet-section';
import { KioskSettingsSection } from '@/features/kiosks/components/kiosk-settings-section';
import { canInWorkspace } from '@/features/workspaces/utils/plan-rules';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * The active workspace's settings (inside the settings layout, which holds the page's heading): a
 * list of sections, each its own feature's; for now the kiosk ones, for MANAGE_WORKSPACE_SETTINGS.
 */
export default function SettingsWorkspaceRoute() {
  const { t } = useTranslation('kiosks');
  usePageTitle(t('title.workspace'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  if (!workspace) {
    return <Alert variant="light">{t('page.noWorkspace')}</Alert>;
  }
  if (!canInWorkspace(workspace, Permission.ManageWorkspaceSettings)) {
    return <Alert variant="light">{t('page.notAllowed', { workspace: workspace.name })}</Alert>;
  }

  return (
    // Keyed by workspace: switching workspaces starts every section afresh.
    <Stack gap="lg" key={workspace.id}>
      <KioskSettingsSection workspace={workspace} />
      <KioskFleetSection idWorkspace={workspace.id} />
    </Stack>
  );
}
