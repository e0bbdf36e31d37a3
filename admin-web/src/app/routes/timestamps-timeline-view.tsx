import { useTranslation } from 'react-i18next';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useActiveWorkspace } from '@/features/time-tracking/api/use-active-workspace';
import { TimestampsPage } from '@/features/timestamps/components/timestamps-page';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/** The member's recorded time of a day or a week, as a timeline, one row per day (`?day=` / `?week=`). */
export default function TimestampsTimelineViewRoute() {
  const { t } = useTranslation('timestamps');
  const prefix = useLocalePrefix();
  const workspace = useActiveWorkspace();
  usePageTitle(t('title.timeline'));

  // The workspace guard sends people without a workspace to set one up.
  if (workspace === null) return <PageLoader />;
  return (
    <TimestampsPage
      view="timeline"
      workspace={workspace}
      viewHref={{
        list: paths.timestampsListView.getHref({}, prefix),
        timeline: paths.timestampsTimelineView.getHref({}, prefix),
      }}
    />
  );
}
