import { Anchor } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useRequestSignupCode } from '@/features/accounts/api/request-signup-code';
import { EmailStepForm } from '@/features/accounts/components/email-step-form';
import { ApiError } from '@/lib/api-client';

export interface SignUpEmailFormProps {
  initialEmail: string;
  /** Where "Sign in instead" leads when the e-mail already has an account. */
  signInHref: string;
  /** The code is on its way: the verification's id goes back with it. */
  onCodeSent: (sent: { email: string; id: string }) => void;
}

/** Sign-up's first step: the e-mail address, to which the API mails a 6-digit code. */
export function SignUpEmailForm({ initialEmail, signInHref, onCodeSent }: SignUpEmailFormProps) {
  const { t } = useTranslation('auth');
  const requestCode = useRequestSignupCode();
  const accountExists =
    requestCode.error instanceof ApiError && requestCode.error.errorKey === ErrorKey.SignupConflict;

  return (
    <EmailStepForm
      initialEmail={initialEmail}
      submitLabel={t('signUp.submit')}
      pending={requestCode.isPending}
      done={requestCode.isSuccess}
      error={requestCode.error}
      refusalAction={() =>
        accountExists && (
          <Anchor component={Link} to={signInHref} fw={600}>
            {t('signUp.signInInstead')}
          </Anchor>
        )
      }
      onEmail={(email) => {
        requestCode.mutate(
          { email },
          {
            onSuccess: ({ id }) => {
              onCodeSent({ email, id });
            },
          },
        );
      }}
    />
  );
}
