import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ProfileDetailsSection } from '@/features/accounts/components/profile-details-section';
import { ProfileOverview } from '@/features/accounts/components/profile-overview';
import { WorkspaceNameSection } from '@/features/accounts/components/workspace-name-section';
import { KioskBadgeSection } from '@/features/badges/components/kiosk-badge-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * The member's profile: who they are, their personal details, their name in the workspace and
 * their kiosk badge there.
 */
export default function ProfileRoute() {
  const { t } = useTranslation('account');
  usePageTitle(t('title.profile'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('title.profile')}
      </Title>
      <ProfileOverview me={me} />
      <ProfileDetailsSection />
      {workspace && (
        <WorkspaceNameSection
          key={workspace.id}
          workspace={{ id: workspace.id, name: workspace.name }}
          user={me.user}
        />
      )}
      {workspace && (
        // Its texts are a chunk of their own: the rest of the page need not wait for them.
        <Suspense fallback={null}>
          <KioskBadgeSection
            key={`badge-${workspace.id}`}
            workspace={workspace}
            email={me.user.email}
          />
        </Suspense>
      )}
    </Stack>
  );
}
