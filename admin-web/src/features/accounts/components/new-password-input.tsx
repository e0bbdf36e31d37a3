import { PasswordInput, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PasswordRules } from '@/features/accounts/components/password-rules';
import { PASSWORD_MIN_LENGTH } from '@/features/accounts/utils/password-rules';

export interface NewPasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: 'new-password';
}

/**
 * A field for a new password with the rules checked live below it. The rules are also the field's
 * (unseen) description, so a screen reader hears them on entering the field; the checklist shows
 * which are met.
 */
export function NewPasswordInput({
  label,
  value,
  onChange,
  error,
  autoComplete = 'new-password',
}: NewPasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xs">
      <PasswordInput
        label={label}
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        error={error}
        description={
          <VisuallyHidden>
            {t('password.rules.summary', { min: PASSWORD_MIN_LENGTH })}
          </VisuallyHidden>
        }
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
      />
      <PasswordRules password={value} />
    </Stack>
  );
}
