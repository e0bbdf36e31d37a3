import { PlanFeature } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import type { TimestampFlag } from '@/features/workspace-settings/api/setting-changes';
import { useSettingChange } from '@/features/workspace-settings/api/use-setting-change';
import { SettingSwitch } from '@/features/workspace-settings/components/setting-switch';
import { isPlanGatedFlag } from '@/features/workspace-settings/utils/plan-gate';
import type { Workspace } from '@/lib/wire';
import { planNeededFor } from '@/lib/workspace-permissions';

/** In the order an activity form lists them. */
const requiredFlags = [
  'isDescriptionRequired',
  'isProjectRequired',
  'isTaskRequired',
  'isCategoryRequired',
  'isTagRequired',
] as const satisfies readonly TimestampFlag[];

/**
 * The details every activity must have. Without the required-fields feature the API saves four
 * of them false (time-tracking-spec section 4), so they show off and disabled with the plan that
 * has them; the task rule is every plan's.
 */
export function RequiredFieldsSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('workspaceSettings');
  const save = useSettingChange(workspace);
  const needsPlan = planNeededFor(workspace, PlanFeature.RequiredFields);
  return (
    <SettingsSection title={t('required.heading')} description={t('required.description')}>
      {requiredFlags.map((flag) => (
        <SettingSwitch
          key={flag}
          label={t(`required.${flag}`)}
          description={t(`required.${flag}Hint`)}
          checked={workspace.timestampSettings[flag]}
          needsPlan={isPlanGatedFlag(flag) ? needsPlan : undefined}
          onChange={(value) => {
            save.mutate({ kind: 'timestamp', flag, value });
          }}
        />
      ))}
    </SettingsSection>
  );
}
