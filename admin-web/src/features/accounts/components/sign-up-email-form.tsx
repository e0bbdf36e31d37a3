import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useRequestSignupCode } from '@/features/accounts/api/request-signup-code';
import { AccountErrorAlert } from '@/features/accounts/components/account-error-alert';
import { type EmailProblem, emailProblem } from '@/features/accounts/utils/email';
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
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<EmailProblem>();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found = emailProblem(trimmed);
    setProblem(found);
    if (found !== undefined) return;
    requestCode.mutate(
      { email: trimmed },
      {
        onSuccess: ({ id }) => {
          onCodeSent({ email: trimmed, id });
        },
      },
    );
  };

  const accountExists =
    requestCode.error instanceof ApiError && requestCode.error.errorKey === ErrorKey.SignupConflict;

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
          loading={requestCode.isPending}
          disabled={requestCode.isPending || requestCode.isSuccess}
        >
          {t('signUp.submit')}
        </Button>
        {requestCode.isError && (
          <AccountErrorAlert
            error={requestCode.error}
            action={
              accountExists && (
                <Anchor component={Link} to={signInHref} fw={600}>
                  {t('signUp.signInInstead')}
                </Anchor>
              )
            }
          />
        )}
      </Stack>
    </form>
  );
}
