import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { localeOfPath } from '@/lib/locale';
import { accountQueries } from '@/lib/session';

/**
 * Pages for signed-in people: a signed-out visitor goes to sign in, which brings them back here
 * afterwards. A question the API cannot answer (down, 500) shows the error page.
 */
export function AuthGuard() {
  const me = useQuery(accountQueries.me());
  const { pathname, search, hash } = useLocation();

  if (me.data === undefined) {
    if (me.isError) throw me.error;
    return <PageLoader />;
  }
  if (me.data === null) {
    const redirectTo = `${pathname}${search}${hash}`;
    return <Navigate replace to={paths.signIn.getHref({ redirectTo }, localeOfPath(pathname))} />;
  }
  return <Outlet />;
}
