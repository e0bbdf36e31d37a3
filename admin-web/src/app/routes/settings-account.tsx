import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { AppearanceSection } from '@/features/accounts/components/appearance-section';
import { DeleteAccountSection } from '@/features/accounts/components/delete-account-section';
import { LocationSection } from '@/features/accounts/components/location-section';
import { SignInEmailSection } from '@/features/accounts/components/sign-in-email-section';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/** Account settings (inside the settings layout, which holds the page's heading). */
export default function SettingsAccountRoute() {
  const { t } = useTranslation('account');
  const prefix = useLocalePrefix();
  usePageTitle(t('title.account'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  return (
    <Stack gap="lg">
      <SignInEmailSection email={me.user.email} />
      <AppearanceSection />
      {workspace && (
        <LocationSection
          key={workspace.id}
          workspace={{
            id: workspace.id,
            name: workspace.name,
            plan: workspace.plan,
            billing: workspace.billing,
          }}
        />
      )}
      <DeleteAccountSection email={me.user.email} signedOutHref={paths.index.getHref({}, prefix)} />
    </Stack>
  );
}
