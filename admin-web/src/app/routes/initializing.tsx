import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';

import { ApiErrorText } from '@/components/api-error-alert';
import { useFreshAccount } from '@/features/accounts/api/use-fresh-account';
import { SessionProblem, SessionProgress } from '@/features/accounts/components/session-status';
import { pageAfterSignIn } from '@/features/accounts/utils/next-page';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * Where a new session starts (also as /initializing/<anything>): it loads the account and sends
 * it on, to set up a workspace when there is none, else to `?redirectTo=` or home. The auth
 * guard in front has already sent anyone signed out to sign in.
 */
export default function InitializingRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const fresh = useFreshAccount();
  usePageTitle(t('title.initializing'));

  if (fresh.state === 'failed') {
    return (
      <SessionProblem
        heading={t('initializing.errorHeading')}
        body={<ApiErrorText error={fresh.error} />}
        action={<Button onClick={fresh.retry}>{t('initializing.retry')}</Button>}
      />
    );
  }
  if (fresh.state === 'signed-in') {
    return (
      <Navigate replace to={pageAfterSignIn(fresh.account, search.get('redirectTo'), prefix)} />
    );
  }
  // Signed out: the auth guard sees the same answer and takes over.
  return <SessionProgress heading={t('initializing.heading')} />;
}
