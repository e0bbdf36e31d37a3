import { Alert } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { MembersSection } from '@/features/members/components/members-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * The active workspace's members (spec section 2, /settings/workspace/members), inside the
 * settings layout. Every member sees the list (a guest only the people they work with, as the API
 * answers it) and may leave the workspace; MANAGE_WORKSPACE_MEMBERS adds invitations, changes to
 * members, deleted members and kiosk credentials; VIEW_MEMBER_TIMESTAMPS links each to their time.
 */
export default function SettingsWorkspaceMembersRoute() {
  const { t } = useTranslation('members');
  usePageTitle(t('title'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;
  if (!workspace) {
    return <Alert variant="light">{t('page.noWorkspace')}</Alert>;
  }
  return (
    // Keyed by workspace: switching workspaces starts the page afresh (filters, an open drawer).
    <MembersSection
      key={workspace.id}
      workspace={workspace}
      idUser={me.user.id}
      canManage={canInWorkspace(workspace, Permission.ManageWorkspaceMembers)}
      canViewTimes={canInWorkspace(workspace, Permission.ViewMemberTimestamps)}
    />
  );
}
