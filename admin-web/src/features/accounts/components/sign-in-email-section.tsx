import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/features/accounts/components/settings-section';

/** The address the member signs in with; the API offers no way to change it. */
export function SignInEmailSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <SettingsSection title={t('email.heading')}>
      <TextInput
        label={t('email.label')}
        description={t('email.description')}
        value={email}
        readOnly
        variant="filled"
        maw={{ sm: 420 }}
      />
    </SettingsSection>
  );
}
