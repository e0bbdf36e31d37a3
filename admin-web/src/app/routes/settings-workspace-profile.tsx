import { Alert, Stack } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { WorkspaceAvatarField } from '@/features/workspace-settings/components/workspace-avatar-field';
import { WorkspaceProfileForm } from '@/features/workspace-settings/components/workspace-profile-form';
import { currencyOptions } from '@/lib/currencies';
import { timeZoneOptions } from '@/lib/time-zones';
import { useLocale } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * The active workspace's profile (spec section 2, /settings/workspace/profile): its picture, name,
 * address, time zone and currency. Every member may look; MANAGE_WORKSPACE_SETTINGS changes them.
 */
export default function SettingsWorkspaceProfileRoute() {
  const { t } = useTranslation('workspaceSettings');
  usePageTitle(t('title.profile'));
  const locale = useLocale();
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;
  if (!workspace) return <Alert variant="light">{t('page.noWorkspace')}</Alert>;

  const canManage = canInWorkspace(workspace, Permission.ManageWorkspaceSettings);
  return (
    <Stack gap="lg" key={workspace.id}>
      {!canManage && <Alert variant="light">{t('profile.readOnly')}</Alert>}
      <SettingsSection title={t('avatar.heading')}>
        <WorkspaceAvatarField workspace={workspace} disabled={!canManage} />
      </SettingsSection>
      <SettingsSection
        title={t('profile.heading')}
        description={t('profile.description', { workspace: workspace.name })}
      >
        <WorkspaceProfileForm
          workspace={workspace}
          timeZones={timeZoneOptions(locale, workspace.timeZone)}
          currencies={currencyOptions(locale, workspace.currency)}
          readOnly={!canManage}
        />
      </SettingsSection>
    </Stack>
  );
}
