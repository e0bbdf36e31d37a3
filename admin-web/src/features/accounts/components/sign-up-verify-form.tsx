import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useRequestSignupCode } from '@/features/accounts/api/request-signup-code';
import { useVerifySignup } from '@/features/accounts/api/verify-signup';
import { NewPasswordInput } from '@/features/accounts/components/new-password-input';
import { PersonNameFields } from '@/features/accounts/components/person-name-fields';
import { ResendButton } from '@/features/accounts/components/resend-button';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '@/features/accounts/hooks/use-cooldown';
import { isAcceptablePassword } from '@/features/accounts/utils/password-rules';
import {
  EMPTY_PERSON_NAME,
  hasPersonNameErrors,
  type PersonName,
  type PersonNameErrors,
  personNameErrors,
  personNameRequest,
} from '@/features/accounts/utils/person-name';
import { codeDigits, codeRefusal, SIGNUP_CODE_LENGTH } from '@/features/accounts/utils/signup-code';
import { notify } from '@/lib/notify';
import type { Me } from '@/lib/wire';

type CodeProblem = 'verify.codeRequired' | 'verify.codeShape';

interface FieldErrors {
  code?: CodeProblem;
  password?: 'validation.passwordRules';
  name: PersonNameErrors;
}

function validate(code: string, password: string, name: PersonName): FieldErrors {
  const errors: FieldErrors = { name: personNameErrors(name) };
  if (code === '') errors.code = 'verify.codeRequired';
  else if (code.length !== SIGNUP_CODE_LENGTH) errors.code = 'verify.codeShape';
  if (!isAcceptablePassword(password)) errors.password = 'validation.passwordRules';
  return errors;
}

export interface SignUpVerifyFormProps {
  email: string;
  /** The verification the code belongs to; a new code comes with a new one. */
  verificationId: string;
  onNewVerification: (id: string) => void;
  onSignedUp: (account: Me) => void;
  signInHref: string;
}

/**
 * Sign-up's second step: the e-mailed code, the person's name and a password, checked as they
 * are typed. Every way
 * the API can refuse the code is explained, with the way on (a new code, or signing in).
 */
export function SignUpVerifyForm({
  email,
  verificationId,
  onNewVerification,
  onSignedUp,
  signInHref,
}: SignUpVerifyFormProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifySignup();
  const resend = useRequestSignupCode();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState(EMPTY_PERSON_NAME);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({ name: {} });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(code, password, name);
    setFieldErrors(errors);
    const invalid =
      errors.code !== undefined ||
      errors.password !== undefined ||
      hasPersonNameErrors(errors.name);
    if (invalid) return;
    verify.mutate(
      { id: verificationId, email, code, password, ...personNameRequest(name) },
      { onSuccess: onSignedUp },
    );
  };

  const sendNewCode = () => {
    resend.mutate(
      { email },
      {
        onSuccess: ({ id }) => {
          onNewVerification(id);
          verify.reset();
          setCode('');
          cooldown.restart();
          notify({ message: t('verify.resent', { email }), tone: 'success' });
        },
      },
    );
  };

  const resendButton = (
    <ResendButton
      label={t('verify.resend')}
      waitingLabel={(seconds) => t('verify.resendIn', { seconds })}
      secondsLeft={cooldown.secondsLeft}
      pending={resend.isPending}
      onResend={sendNewCode}
    />
  );

  const refusal = verify.isError ? codeRefusal(verify.error) : undefined;
  // A spent code or an expired sign-up offers a new code in its own message.
  const refusalOffersResend =
    refusal?.kind === 'code-spent' || refusal?.kind === 'no-signup-waiting';
  const signInInstead = (
    <Anchor component={Link} to={signInHref} fw={600}>
      {t('signUp.signInInstead')}
    </Anchor>
  );

  let codeError: string | undefined = fieldErrors.code && t(fieldErrors.code);
  if (refusal?.kind === 'wrong-code') {
    codeError =
      refusal.attemptsLeft === undefined
        ? t('verify.wrongCode')
        : t('verify.wrongCodeAttempts', { count: refusal.attemptsLeft });
  }

  return (
    <Stack gap="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('verify.code')}
            description={t('verify.codeHint')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            // The page exists to take this code; the e-mail is open in another tab.
            autoFocus
            value={code}
            onChange={(event) => {
              setCode(codeDigits(event.currentTarget.value));
              // A new attempt: the refusal of the last one no longer applies.
              if (refusal?.kind === 'wrong-code') verify.reset();
            }}
            error={codeError}
            styles={{
              input: {
                fontFamily: 'var(--mantine-font-family-monospace)',
                fontSize: 'var(--mantine-font-size-xl)',
                letterSpacing: '0.4em',
                textAlign: 'center',
              },
            }}
          />
          <PersonNameFields value={name} onChange={setName} errors={fieldErrors.name} />
          <NewPasswordInput
            label={t('field.newPassword')}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password && t(fieldErrors.password)}
          />
          <Button
            type="submit"
            fullWidth
            loading={verify.isPending}
            disabled={verify.isPending || verify.isSuccess}
          >
            {t('verify.submit')}
          </Button>
          {refusal !== undefined && refusal.kind !== 'wrong-code' && (
            <ApiErrorAlert
              error={verify.error}
              message={
                refusal.kind === 'code-spent'
                  ? t('verify.codeSpent')
                  : refusal.kind === 'no-signup-waiting'
                    ? t('verify.noSignupWaiting')
                    : undefined
              }
              action={
                refusalOffersResend
                  ? resendButton
                  : refusal.kind === 'account-exists'
                    ? signInInstead
                    : undefined
              }
            />
          )}
        </Stack>
      </form>
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed" ta="center">
          {t('verify.noMail')}
        </Text>
        {!refusalOffersResend && resendButton}
        {resend.isError && (
          <ApiErrorAlert
            error={resend.error}
            action={codeRefusal(resend.error).kind === 'account-exists' ? signInInstead : undefined}
          />
        )}
      </Stack>
    </Stack>
  );
}
