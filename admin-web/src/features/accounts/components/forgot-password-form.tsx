import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useRequestPasswordReset } from '@/features/accounts/api/request-password-reset';
import { AccountErrorAlert } from '@/features/accounts/components/account-error-alert';
import { type EmailProblem, emailProblem } from '@/features/accounts/utils/email';
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
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<EmailProblem>();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found = emailProblem(trimmed);
    setProblem(found);
    if (found !== undefined) return;
    requestReset.mutate(trimmed, {
      onSuccess: () => {
        onSent(trimmed);
      },
    });
  };

  const noAccount =
    requestReset.error instanceof ApiError &&
    requestReset.error.errorKey === ErrorKey.ForgotPasswordNotFound;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('field.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
          error={problem && t(problem)}
        />
        <Button
          type="submit"
          fullWidth
          loading={requestReset.isPending}
          disabled={requestReset.isPending || requestReset.isSuccess}
        >
          {t('forgot.submit')}
        </Button>
        {requestReset.isError && (
          <AccountErrorAlert
            error={requestReset.error}
            action={
              noAccount && (
                <Anchor component={Link} to={signUpHref(email.trim())} fw={600}>
                  {t('forgot.createAccount')}
                </Anchor>
              )
            }
          />
        )}
      </Stack>
    </form>
  );
}
