import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { TeamBoard } from '@/features/team-board/components/team-board';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * Who's working now (`/who-is-working`): the live board and printable roll call, for holders of
 * VIEW_MEMBER_TIMESTAMPS (the menu offers it only to them; anyone else is sent home).
 */
export default function WhoIsWorkingRoute() {
  const { t } = useTranslation('memberTime');
  const prefix = useLocalePrefix();
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace ?? null;
  usePageTitle(t('title.board'));

  if (workspace === null) return <PageLoader />;
  if (!canInWorkspace(workspace, Permission.ViewMemberTimestamps)) {
    return <Navigate replace to={paths.home.getHref({}, prefix)} />;
  }
  return (
    <TeamBoard
      workspaceId={workspace.id}
      memberHref={(idUser) => paths.memberTimestamps.getHref({ id: idUser }, prefix)}
    />
  );
}
