import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { accountQueries } from '@/features/accounts/api/account-queries';
import { useLocalePrefix } from '@/hooks/use-locale';

/**
 * Sign-in and sign-up pages: someone already signed in is sent home. When the API cannot say,
 * the page is shown at once (retries go on behind it); it reports the problem itself when used.
 */
export function GuestGuard() {
  const me = useQuery(accountQueries.me());
  const prefix = useLocalePrefix();

  if (me.data === undefined && me.isPending && me.failureCount === 0) return <PageLoader />;
  if (me.data) return <Navigate replace to={paths.home.getHref({}, prefix)} />;
  return <Outlet />;
}
