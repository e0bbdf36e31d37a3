import { Anchor } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useRequestPasswordReset } from '@/features/accounts/api/request-password-reset';
import { EmailStepForm } from '@/features/accounts/components/email-step-form';
import { ApiError } from '@/lib/api-client';

export interface ForgotPasswordFormProps {
  initialEmail: string;
  onSent: (email: string) => void;
  /** Sign-up with this e-mail: the way on when no account uses it. */
  signUpHref: (email: string) => string;
}

/** Asks for the account's e-mail and has a reset link mailed to it. */
export function ForgotPasswordForm({ initialEmail, onSent, signUpHref }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const noAccount =
    requestReset.error instanceof ApiError &&
    requestReset.error.errorKey === ErrorKey.ForgotPasswordNotFound;

  return (
    <EmailStepForm
      initialEmail={initialEmail}
      submitLabel={t('forgot.submit')}
      pending={requestReset.isPending}
      done={requestReset.isSuccess}
      error={requestReset.error}
      refusalAction={(email) =>
        noAccount && (
          <Anchor component={Link} to={signUpHref(email)} fw={600}>
            {t('forgot.createAccount')}
          </Anchor>
        )
      }
      onEmail={(email) => {
        requestReset.mutate(email, {
          onSuccess: () => {
            onSent(email);
          },
        });
      }}
    />
  );
}
