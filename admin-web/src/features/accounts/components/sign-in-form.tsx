import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type SubmitEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSignIn } from '@/features/accounts/api/sign-in';
import { SignInError } from '@/features/accounts/components/sign-in-error';
import { type EmailProblem, emailProblem } from '@/features/accounts/utils/email';

interface FieldErrors {
  email?: EmailProblem;
  password?: 'validation.passwordRequired';
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  errors.email = emailProblem(email);
  if (password === '') errors.password = 'validation.passwordRequired';
  return errors;
}

export interface SignInFormProps {
  /** Called once the session exists. */
  onSignedIn: () => void;
  /** Where "Forgot password?" leads. */
  forgotPasswordHref: string;
}

/** E-mail and password; a refusal (wrong password, too many attempts) shows under the form. */
export function SignInForm({ onSignedIn, forgotPasswordHref }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const errors = validate(trimmed, password);
    setFieldErrors(errors);
    if (errors.email !== undefined || errors.password !== undefined) return;
    signIn.mutate({ email: trimmed, password }, { onSuccess: onSignedIn });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
          error={fieldErrors.email && t(fieldErrors.email)}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
          }}
          error={fieldErrors.password && t(fieldErrors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={forgotPasswordHref} size="sm">
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
        {signIn.isError && (
          <Suspense fallback={null}>
            <SignInError error={signIn.error} />
          </Suspense>
        )}
      </Stack>
    </form>
  );
}
