import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import type { TimestampFlag } from '@/features/workspace-settings/api/setting-changes';
import { useSettingChange } from '@/features/workspace-settings/api/use-setting-change';
import { SettingSwitch } from '@/features/workspace-settings/components/setting-switch';
import { pastTimeRules } from '@/features/workspace-settings/utils/past-time-rules';
import type { Workspace } from '@/lib/wire';

/** The "modification allowed" switches count only under the master switch. */
const allowances = ['isTimeModificationAllowed', 'isDetailModificationAllowed'] as const;

/**
 * How members correct their past time (docs/decisions.md, "Who may change past time"): the four
 * timestamp settings that decide it, and in words what they mean together right now.
 */
export function PastTimeSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('workspaceSettings');
  const save = useSettingChange(workspace);
  const settings = workspace.timestampSettings;
  const flip = (flag: TimestampFlag) => (value: boolean) => {
    save.mutate({ kind: 'timestamp', flag, value });
  };
  const rules = pastTimeRules(workspace);

  return (
    <SettingsSection title={t('past.heading')} description={t('past.description')}>
      <SettingSwitch
        label={t('past.isApprovalRequired')}
        description={t('past.isApprovalRequiredHint')}
        checked={settings.isApprovalRequired}
        onChange={flip('isApprovalRequired')}
      />
      <SettingSwitch
        label={t('past.isPermissionRequired')}
        description={t('past.isPermissionRequiredHint')}
        checked={settings.isPermissionRequired}
        onChange={flip('isPermissionRequired')}
      />
      <Stack gap="md" pl={{ base: 0, xs: 'xl' }}>
        {allowances.map((flag) => (
          <SettingSwitch
            key={flag}
            label={t(`past.${flag}`)}
            description={t(`past.${flag}Hint`)}
            checked={settings[flag]}
            disabled={!settings.isPermissionRequired}
            onChange={flip(flag)}
          />
        ))}
      </Stack>
      {/* Spoken when a switch changes what it means. */}
      <Stack gap={4} aria-live="polite">
        <Text size="sm" fw={500}>
          {t('past.nowHeading')}
        </Text>
        <Text size="sm">{t(rules.timeLocked ? 'past.timeLocked' : 'past.timeOpen')}</Text>
        <Text size="sm">{t(rules.detailsLocked ? 'past.detailsLocked' : 'past.detailsOpen')}</Text>
      </Stack>
    </SettingsSection>
  );
}
