import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';

/**
 * The pages of a member's day: they show and record time in the active workspace, so they make
 * no sense without one. Profile and settings pages are about the person and stay open.
 */
export const pagesNeedingWorkspace: readonly string[] = [
  paths.home.path,
  paths.clock.path,
  paths.break.path,
  paths.timestampsListView.path,
  paths.timestampsTimelineView.path,
  paths.requests.path,
  paths.drafts.path,
];

/**
 * Sends a signed-in person without an active workspace to set one up. It stands inside the auth
 * guard, which has asked who is signed in already; the signed-out case is that guard's.
 */
export function WorkspaceGuard() {
  const { data: me } = useQuery(accountQueries.me());
  const prefix = useLocalePrefix();

  if (me === undefined) return <PageLoader />;
  if (me !== null && me.activeWorkspace === null) {
    return <Navigate replace to={paths.setup.getHref({}, prefix)} />;
  }
  return <Outlet />;
}
