import { Radio, Stack } from '@mantine/core';
import { PlanFeature, ProjectReportVisibility } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { useSettingChange } from '@/features/workspace-settings/api/use-setting-change';
import { SettingSwitch } from '@/features/workspace-settings/components/setting-switch';
import type { Workspace } from '@/lib/wire';
import { planNeededFor } from '@/lib/workspace-permissions';

/** From what members see least to most. */
const visibilities = [
  ProjectReportVisibility.Personal,
  ProjectReportVisibility.Summary,
  ProjectReportVisibility.Details,
] as const;

const isVisibility = (value: string): value is ProjectReportVisibility =>
  visibilities.some((visibility) => visibility === value);

/** What members see in project reports, and whether they may tune their pomodoro timer. */
export function ReportsAndPomodoroSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('workspaceSettings');
  const save = useSettingChange(workspace);
  return (
    <SettingsSection title={t('members.heading')} description={t('members.description')}>
      <Radio.Group
        label={t('visibility.label')}
        description={t('visibility.description')}
        value={workspace.projectReportVisibility}
        onChange={(value) => {
          if (isVisibility(value)) save.mutate({ kind: 'projectVisibility', value });
        }}
      >
        <Stack gap="sm" mt="xs">
          {visibilities.map((visibility) => (
            <Radio
              key={visibility}
              value={visibility}
              label={t(`visibility.${visibility}`)}
              description={t(`visibility.${visibility}Hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <SettingSwitch
        label={t('pomodoro.label')}
        description={t('pomodoro.hint')}
        checked={workspace.isPomodoroCustomizationEnabled}
        needsPlan={planNeededFor(workspace, PlanFeature.PomodoroSettings)}
        onChange={(value) => {
          save.mutate({ kind: 'pomodoroCustomization', value });
        }}
      />
    </SettingsSection>
  );
}
