import { Button, Stack } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useResetPassword } from '@/features/accounts/api/reset-password';
import { NewPasswordInput } from '@/features/accounts/components/new-password-input';
import { isAcceptablePassword } from '@/features/accounts/utils/password-rules';
import { ApiError } from '@/lib/api-client';

export interface ResetPasswordFormProps {
  token: string;
  onChanged: () => void;
  /** The link is unknown, used or expired (404 reset_password_not_found). */
  onLinkInvalid: () => void;
}

/** The new password, with the rules checked as it is typed. */
export function ResetPasswordForm({ token, onChanged, onLinkInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [rulesBroken, setRulesBroken] = useState(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const broken = !isAcceptablePassword(password);
    setRulesBroken(broken);
    if (broken) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: onChanged,
        onError: (error) => {
          const spent =
            error instanceof ApiError && error.errorKey === ErrorKey.ResetPasswordNotFound;
          if (spent) onLinkInvalid();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <NewPasswordInput
          label={t('reset.password')}
          value={password}
          onChange={setPassword}
          error={rulesBroken ? t('validation.passwordRules') : undefined}
        />
        <Button type="submit" fullWidth loading={reset.isPending} disabled={reset.isPending}>
          {t('reset.submit')}
        </Button>
        {reset.isError && <ApiErrorAlert error={reset.error} />}
      </Stack>
    </form>
  );
}
