import { useTranslation } from 'react-i18next';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { RequestChangeDialog } from '@/features/requests/components/request-change-dialog';
import { TimestampsPage } from '@/features/workspace-times/components/timestamps-page';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';

/** The member's recorded time of a day or a week, entry by entry (`?day=` / `?week=`). */
export default function TimestampsListViewRoute() {
  const { t } = useTranslation('timestamps');
  const prefix = useLocalePrefix();
  const workspace = useActiveWorkspace();
  usePageTitle(t('title.list'));

  // The workspace guard sends people without a workspace to set one up.
  if (workspace === null) return <PageLoader />;
  return (
    <TimestampsPage
      view="list"
      workspace={workspace}
      requestDialog={RequestChangeDialog}
      viewHref={{
        list: paths.timestampsListView.getHref({}, prefix),
        timeline: paths.timestampsTimelineView.getHref({}, prefix),
      }}
    />
  );
}
