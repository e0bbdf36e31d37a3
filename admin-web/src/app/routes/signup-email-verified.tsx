import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { SuccessMark } from '@/features/accounts/components/success-mark';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * Confirms a verified e-mail address and names the next step: signed in, creating a workspace
 * (or opening the one there is); signed out, signing in. /initializing decides which page that
 * is, so this page never guesses.
 */
export default function SignUpEmailVerifiedRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const me = useQuery(accountQueries.me());
  usePageTitle(t('title.signUpVerified'));

  if (me.data === undefined && me.isPending) return <PageLoader />;
  const account = me.data ?? null;

  return (
    <Stack gap="lg">
      <SuccessMark />
      <AuthPageHeader
        title={t('verified.heading')}
        lead={account ? t('verified.account', { email: account.user.email }) : undefined}
      />
      {account === null ? (
        <>
          <Text ta="center">{t('verified.signedOut')}</Text>
          <Button component={Link} to={paths.signIn.getHref({}, prefix)} fullWidth>
            {t('signUp.signIn')}
          </Button>
        </>
      ) : (
        <>
          <Text ta="center">
            {account.activeWorkspace === null ? t('verified.nextSetup') : t('verified.nextHome')}
          </Text>
          <Button component={Link} to={accountLinks.initializing({}, prefix)} fullWidth>
            {account.activeWorkspace === null ? t('verified.setup') : t('verified.home')}
          </Button>
        </>
      )}
    </Stack>
  );
}
