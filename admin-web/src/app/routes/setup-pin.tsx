import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { ResetPinForm } from '@/features/accounts/components/reset-pin-form';
import { SuccessMark } from '@/features/accounts/components/success-mark';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

type Step = 'choose' | 'changed' | 'link-invalid';

/**
 * Where the PIN reset e-mail's link (`?token=`) opens, signed in or not: a new PIN. A link that is
 * unknown, used or expired says so and points to the security settings for a new one.
 */
export default function SetupPinRoute() {
  const { t } = useTranslation('pin');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>('choose');
  usePageTitle(t('title.setupPin'));

  const token = search.get('token') ?? '';
  const toSecurity = (
    <Button component={Link} to={paths.settingsAccountSecurity.getHref({}, prefix)} fullWidth>
      {t('setup.toSecurity')}
    </Button>
  );

  if (token === '' || step === 'link-invalid') {
    return (
      <Stack gap="lg">
        <AuthPageHeader
          title={t('setup.invalidHeading')}
          lead={token === '' ? t('setup.missingBody') : t('setup.invalidBody')}
        />
        {toSecurity}
      </Stack>
    );
  }

  if (step === 'changed') {
    return (
      <Stack gap="lg">
        <SuccessMark />
        <AuthPageHeader title={t('setup.doneHeading')} lead={t('setup.doneBody')} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthPageHeader title={t('setup.heading')} lead={t('setup.lead')} />
      <ResetPinForm
        token={token}
        onChanged={() => {
          setStep('changed');
        }}
        onLinkInvalid={() => {
          setStep('link-invalid');
        }}
      />
    </Stack>
  );
}
