import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiKeySection } from '@/features/accounts/components/api-key-section';
import { ChangePasswordSection } from '@/features/accounts/components/change-password-section';
import { PinSection } from '@/features/accounts/components/pin-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/** Password, kiosk PIN and API key (inside the settings layout, which holds the page's heading). */
export default function SettingsAccountSecurityRoute() {
  const { t } = useTranslation('account');
  usePageTitle(t('title.security'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  return (
    <Stack gap="lg">
      <ChangePasswordSection email={me.user.email} />
      <PinSection email={me.user.email} />
      <ApiKeySection
        // A key belongs to one workspace: switching workspaces must not show the old one's key.
        key={workspace?.id ?? 'none'}
        workspace={workspace ? { name: workspace.name } : null}
      />
    </Stack>
  );
}
