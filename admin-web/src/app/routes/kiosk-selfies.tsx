import { Alert, Stack, Title } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { KioskSelfiesPage } from '@/features/kiosk-selfies/components/kiosk-selfies-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * /kiosk-selfies: the photos kiosks take at each punch. Managers (VIEW_MEMBER_TIMESTAMPS) see
 * everyone's and can pick a member; everyone else sees their own.
 */
export default function KioskSelfiesRoute() {
  const { t } = useTranslation('selfies');
  usePageTitle(t('title.page'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {t('title.page')}
      </Title>
      {workspace === null ? (
        <Alert variant="light">{t('page.noWorkspace')}</Alert>
      ) : (
        // Keyed by workspace: switching workspaces starts afresh, in the new one's time zone.
        <KioskSelfiesPage
          key={workspace.id}
          workspace={workspace}
          viewsEveryone={canInWorkspace(workspace, Permission.ViewMemberTimestamps)}
        />
      )}
    </Stack>
  );
}
