import { Alert } from '@mantine/core';
import { Permission, PlanFeature, planHasFeature } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PermissionsPanel } from '@/features/permissions/components/permissions-panel';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import { canInWorkspace, lowestPlanWith } from '@/lib/workspace-permissions';

/**
 * The active workspace's role x permission map (spec section 6, /settings/workspace/permissions):
 * editable with MANAGE_WORKSPACE_SETTINGS on a plan with the permissions feature; otherwise shown
 * as it applies, with the reason it cannot be changed (projects-billing-spec section 6).
 */
export default function SettingsWorkspacePermissionsRoute() {
  const { t } = useTranslation('permissions');
  usePageTitle(t('title'));
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;
  if (!workspace) return <Alert variant="light">{t('page.noWorkspace')}</Alert>;

  const hasFeature = planHasFeature(workspace.plan, PlanFeature.Permissions, workspace.billing);
  return (
    <PermissionsPanel
      key={workspace.id}
      workspace={workspace}
      canManage={canInWorkspace(workspace, Permission.ManageWorkspaceSettings)}
      needsPlan={
        hasFeature ? undefined : (lowestPlanWith(PlanFeature.Permissions) ?? workspace.plan)
      }
    />
  );
}
