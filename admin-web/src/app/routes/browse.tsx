import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { WorkspaceList } from '@/features/access/components/workspace-list';
import { memberQueries } from '@/features/members/api/member-queries';
import { LeaveWorkspace } from '@/features/members/components/leave-workspace';
import { strandsWorkspace } from '@/features/members/utils/member-rules';
import { useSwitchWorkspace } from '@/features/workspaces/api/switch-workspace';
import { NEW_WORKSPACE_STATE } from '@/features/workspaces/utils/setup-steps';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

/** The members feature's way out of the active workspace, told whether the API would refuse. */
function LeaveActiveWorkspace({ workspace, idUser }: { workspace: Workspace; idUser: string }) {
  const members = useQuery(memberQueries.list(workspace.id, false));
  return (
    <LeaveWorkspace
      idUser={idUser}
      workspaceName={workspace.name}
      // Until the list is there the API's own refusal (member_last_super_owner) still explains.
      isLastSuperOwner={strandsWorkspace(members.data ?? [], [idUser])}
    />
  );
}

/**
 * Your workspaces (spec section 2: /browse; docs/decisions.md): every membership with its role,
 * plan and size, switching between them, creating one, and leaving the active one.
 */
export default function BrowseRoute() {
  const { t } = useTranslation('access');
  usePageTitle(t('browse.title'));
  const prefix = useLocalePrefix();
  const { data: me } = useQuery(accountQueries.me());
  const switchWorkspace = useSwitchWorkspace();
  if (!me) return null;

  const active = me.activeWorkspace;
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap="xs" style={{ flex: '1 1 20rem' }}>
          <Title order={1} size="h2">
            {t('browse.title')}
          </Title>
          <Text>{t('browse.intro')}</Text>
        </Stack>
        <Button
          component={Link}
          to={paths.setup.getHref({}, prefix)}
          // The setup would otherwise resume the active workspace's settings.
          state={NEW_WORKSPACE_STATE}
        >
          {t('browse.create')}
        </Button>
      </Group>
      <WorkspaceList
        me={me}
        switchingTo={switchWorkspace.isPending ? switchWorkspace.variables : null}
        onSwitch={(membership) => {
          if (switchWorkspace.isPending) return;
          switchWorkspace.mutate(membership.idWorkspace, {
            onSuccess: (workspace) => {
              notify({ message: t('browse.switched', { name: workspace.name }), tone: 'success' });
            },
          });
        }}
      />
      {active && (
        // The members texts are a chunk of their own: the list need not wait for them.
        <Suspense fallback={null}>
          <LeaveActiveWorkspace key={active.id} workspace={active} idUser={me.user.id} />
        </Suspense>
      )}
      {me.memberships.length > 1 && (
        <Text size="sm" c="dimmed">
          {t('browse.leaveNote')}
        </Text>
      )}
    </Stack>
  );
}
