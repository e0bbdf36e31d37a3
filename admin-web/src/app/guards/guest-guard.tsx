import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { signedInTarget } from '@/features/accounts/utils/redirect-target';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';

/**
 * Sign-in and sign-up pages: someone already signed in is sent home, or to the page sign-in was
 * asked to return to (`?redirectTo=`). Signing in sets the session's data, so this redirect and
 * the sign-in page's own lead to the same place. When the API cannot say, the page is shown at
 * once (retries go on behind it); it reports the problem itself when used.
 */
export function GuestGuard() {
  const me = useQuery(accountQueries.me());
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();

  if (me.data === undefined && me.isPending && me.failureCount === 0) return <PageLoader />;
  if (me.data) return <Navigate replace to={signedInTarget(search.get('redirectTo'), prefix)} />;
  return <Outlet />;
}
