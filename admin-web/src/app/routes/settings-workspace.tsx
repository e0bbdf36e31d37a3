import { Alert, Stack } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { KioskActivitySection } from '@/features/kiosks/components/kiosk-activity-section';
import { KioskFleetSection } from '@/features/kiosks/components/kiosk-fleet-section';
import { KioskSettingsSection } from '@/features/kiosks/components/kiosk-settings-section';
import { recentFilter } from '@/features/kiosks/utils/activity-period';
import { canInWorkspace } from '@/features/workspaces/utils/plan-rules';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

/**
 * The active workspace's settings (inside the settings layout, which holds the page's heading): a
 * list of sections, each its own feature's; for now the kiosk ones, for MANAGE_WORKSPACE_SETTINGS.
 * The activity view sits right under the fleet, and a kiosk card's refusals point it at that kiosk.
 */
export default function SettingsWorkspaceRoute() {
  const { t } = useTranslation('kiosks');
  usePageTitle(t('title.workspace'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  if (!workspace) {
    return <Alert variant="light">{t('page.noWorkspace')}</Alert>;
  }
  if (!canInWorkspace(workspace, Permission.ManageWorkspaceSettings)) {
    return <Alert variant="light">{t('page.notAllowed', { workspace: workspace.name })}</Alert>;
  }

  // Keyed by workspace: switching workspaces starts every section (and the filter) afresh.
  return <KioskSections key={workspace.id} workspace={workspace} />;
}

function KioskSections({ workspace }: { workspace: Workspace }) {
  const [activityFilter, setActivityFilter] = useState(() => recentFilter(new Date()));
  const activity = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="lg">
      <KioskSettingsSection workspace={workspace} />
      <KioskFleetSection
        idWorkspace={workspace.id}
        onShowActivity={(idKiosk) => {
          setActivityFilter({ ...recentFilter(new Date()), idKiosk });
          activity.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />
      <KioskActivitySection
        ref={activity}
        idWorkspace={workspace.id}
        filter={activityFilter}
        onFilterChange={setActivityFilter}
      />
    </Stack>
  );
}
