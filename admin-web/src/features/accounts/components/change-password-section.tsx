import { useTranslation } from 'react-i18next';

import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { SettingsSection } from '@/features/accounts/components/settings-section';

export function ChangePasswordSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <SettingsSection title={t('password.heading')} description={t('password.description')}>
      <ChangePasswordForm email={email} />
    </SettingsSection>
  );
}
