import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { SuccessMark } from '@/features/accounts/components/success-mark';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { RESET_LINK_MINUTES } from '@/features/accounts/utils/password-reset';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

type Step = 'choose' | 'changed' | 'link-invalid';

/**
 * Where the password reset e-mail's link (`?token=`) opens: a new password, then on to sign in.
 * A link that is unknown, used or expired says so and offers a new one.
 */
export default function ForgotPasswordResetRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>('choose');
  usePageTitle(t('title.resetPassword'));

  const token = search.get('token') ?? '';
  const requestNewLink = (
    <Button component={Link} to={accountLinks.forgotPassword({}, prefix)} fullWidth>
      {t('reset.requestNew')}
    </Button>
  );

  if (token === '' || step === 'link-invalid') {
    return (
      <Stack gap="lg">
        <AuthPageHeader
          title={t('reset.invalidHeading')}
          lead={
            token === ''
              ? t('reset.missingBody')
              : t('reset.invalidBody', { minutes: RESET_LINK_MINUTES })
          }
        />
        {requestNewLink}
      </Stack>
    );
  }

  if (step === 'changed') {
    return (
      <Stack gap="lg">
        <SuccessMark />
        <AuthPageHeader title={t('reset.doneHeading')} lead={t('reset.doneBody')} />
        <Button component={Link} to={paths.signIn.getHref({}, prefix)} fullWidth>
          {t('signUp.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthPageHeader title={t('reset.heading')} lead={t('reset.lead')} />
      <ResetPasswordForm
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
