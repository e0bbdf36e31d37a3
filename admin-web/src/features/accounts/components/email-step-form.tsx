import { Button, Stack, TextInput } from '@mantine/core';
import { type ReactNode, type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { type EmailProblem, emailProblem } from '@/features/accounts/utils/email';

export interface EmailStepFormProps {
  initialEmail: string;
  submitLabel: string;
  /** The request the e-mail starts: its state, as react-query's mutation has it. */
  pending: boolean;
  done: boolean;
  error: Error | null;
  /** A way on shown with the refusal (e.g. "Sign in instead"), given the trimmed e-mail. */
  refusalAction?: (email: string) => ReactNode;
  /** A well-formed, trimmed e-mail was submitted. */
  onEmail: (email: string) => void;
}

/**
 * The one-field form that starts sign-up and password reset: the e-mail, checked before it is
 * sent, the button held while the request runs, and the API's refusal in words under it.
 */
export function EmailStepForm({
  initialEmail,
  submitLabel,
  pending,
  done,
  error,
  refusalAction,
  onEmail,
}: EmailStepFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<EmailProblem>();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found = emailProblem(trimmed);
    setProblem(found);
    if (found === undefined) onEmail(trimmed);
  };

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
        <Button type="submit" fullWidth loading={pending} disabled={pending || done}>
          {submitLabel}
        </Button>
        {error !== null && <ApiErrorAlert error={error} action={refusalAction?.(email.trim())} />}
      </Stack>
    </form>
  );
}
