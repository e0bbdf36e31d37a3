import { Alert, Stack } from '@mantine/core';
import { Permission, Role, sameRole } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { KioskActivitySection } from '@/features/kiosks/components/kiosk-activity-section';
import { KioskFleetSection } from '@/features/kiosks/components/kiosk-fleet-section';
import { KioskSettingsSection } from '@/features/kiosks/components/kiosk-settings-section';
import { recentFilter } from '@/features/kiosks/utils/activity-period';
import { SsoRequirementSection } from '@/features/sso/components/sso-requirement-section';
import { DeleteWorkspaceSection } from '@/features/workspace-settings/components/delete-workspace-section';
import { DeletedWorkspacesSection } from '@/features/workspace-settings/components/deleted-workspaces-section';
import { PastTimeSection } from '@/features/workspace-settings/components/past-time-section';
import { ReportsAndPomodoroSection } from '@/features/workspace-settings/components/reports-and-pomodoro-section';
import { RequiredFieldsSection } from '@/features/workspace-settings/components/required-fields-section';
import { TimeRulesSection } from '@/features/workspace-settings/components/time-rules-section';
import { WorkScheduleSection } from '@/features/work-schedules/components/work-schedule-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * The active workspace's settings (inside the settings layout, which holds the page's heading):
 * how time is tracked and corrected, required details, reports and timers, then the kiosk
 * sections, then deleting (super owner). Deleted workspaces the caller may restore are listed
 * whatever the active workspace, or without one: deleting the last leaves this page as the way back.
 */
export default function SettingsWorkspaceRoute() {
  const { t } = useTranslation('workspaceSettings');
  usePageTitle(t('title.settings'));
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  if (!workspace) {
    return (
      <Stack gap="lg">
        <Alert variant="light">{t('page.noWorkspace')}</Alert>
        <DeletedWorkspacesSection />
      </Stack>
    );
  }
  if (!canInWorkspace(workspace, Permission.ManageWorkspaceSettings)) {
    return (
      <Stack gap="lg">
        <Alert variant="light">{t('page.notAllowed', { workspace: workspace.name })}</Alert>
        {/* Everyone may read the hours they are measured against; only editing needs the right. */}
        <WorkScheduleSection workspace={workspace} />
        <DeletedWorkspacesSection />
      </Stack>
    );
  }

  // Keyed by workspace: switching workspaces starts every section (and the filter) afresh.
  return <WorkspaceSections key={workspace.id} workspace={workspace} />;
}

function WorkspaceSections({ workspace }: { workspace: Workspace }) {
  const [activityFilter, setActivityFilter] = useState(() => recentFilter(new Date()));
  const activity = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="lg">
      <TimeRulesSection workspace={workspace} />
      <PastTimeSection workspace={workspace} />
      <RequiredFieldsSection workspace={workspace} />
      <ReportsAndPomodoroSection workspace={workspace} />
      <SsoRequirementSection workspace={workspace} />
      <WorkScheduleSection workspace={workspace} />
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
      <DeletedWorkspacesSection />
      {sameRole(workspace.role, Role.SuperOwner) && (
        <DeleteWorkspaceSection workspace={workspace} />
      )}
    </Stack>
  );
}
