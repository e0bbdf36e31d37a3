import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { useSettingChange } from '@/features/workspace-settings/api/use-setting-change';
import { SettingSwitch } from '@/features/workspace-settings/components/setting-switch';
import type { Workspace } from '@/lib/wire';

/** Whether activities need clocked time, and the workspace's own approval switch. */
export function TimeRulesSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('workspaceSettings');
  const save = useSettingChange(workspace);
  return (
    <SettingsSection title={t('time.heading')} description={t('time.description')}>
      <SettingSwitch
        label={t('time.required')}
        description={t('time.requiredHint')}
        checked={workspace.isTimeRequired}
        onChange={(value) => {
          save.mutate({ kind: 'timeRequired', value });
        }}
      />
      <SettingSwitch
        label={t('time.approval')}
        description={t('time.approvalHint')}
        checked={workspace.isApprovalRequired}
        onChange={(value) => {
          save.mutate({ kind: 'approvalRequired', value });
        }}
      />
    </SettingsSection>
  );
}
