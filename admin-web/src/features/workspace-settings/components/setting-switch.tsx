import { Switch } from '@mantine/core';
import type { Plan } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Set when the plan lacks the setting: it shows disabled, saying which plan has it. */
  needsPlan?: Plan;
  disabled?: boolean;
}

/** One switch of the settings page: it saves as it is flipped. */
export function SettingSwitch({
  label,
  description,
  checked,
  onChange,
  needsPlan,
  disabled = false,
}: SettingSwitchProps) {
  const { t } = useTranslation('workspaceSettings');
  return (
    <Switch
      label={label}
      description={
        needsPlan === undefined
          ? description
          : `${description} ${t('plan.needs', { plan: t(`plan.${needsPlan}`) })}`
      }
      checked={checked}
      disabled={disabled || needsPlan !== undefined}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
      }}
    />
  );
}
