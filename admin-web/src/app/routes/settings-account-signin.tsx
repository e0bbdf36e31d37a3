import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadFailed, Loading } from '@/components/load-states';
import { NewPasswordInput } from '@/features/accounts/components/new-password-input';
import { ssoQueries } from '@/features/sso/api/sso-queries';
import { PasswordMethodSection } from '@/features/sso/components/password-method-section';
import { SignInProvidersSection } from '@/features/sso/components/sign-in-providers-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * How the account signs in (inside the settings layout, which holds the page's heading): the
 * providers, linked (with their e-mails) or not, and the password, set or removed.
 */
export default function SettingsAccountSigninRoute() {
  const { t } = useTranslation('sso');
  usePageTitle(t('title.signin'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  const links = useQuery(ssoQueries.links());
  // Without the install's list, linked providers still show (and may be unlinked).
  const providers = useQuery(ssoQueries.providers());
  if (!me) return null;

  if (links.isPending || providers.isPending) return <Loading message={t('methods.loading')} />;
  if (links.isError) {
    return (
      <LoadFailed
        message={t('methods.loadFailed')}
        retryLabel={t('methods.retry')}
        onRetry={() => {
          void links.refetch();
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <SignInProvidersSection providers={providers.data?.providers ?? []} links={links.data} />
      <PasswordMethodSection
        links={links.data}
        email={me.user.email}
        renderPasswordField={(field) => <NewPasswordInput {...field} />}
      />
    </Stack>
  );
}
