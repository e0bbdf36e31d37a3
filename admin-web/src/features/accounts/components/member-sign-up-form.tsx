import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useAcceptInvitation } from '@/features/accounts/api/accept-invitation';
import { NewPasswordInput } from '@/features/accounts/components/new-password-input';
import { PersonNameFields } from '@/features/accounts/components/person-name-fields';
import { type EmailProblem, emailProblem } from '@/features/accounts/utils/email';
import { isAcceptablePassword } from '@/features/accounts/utils/password-rules';
import {
  EMPTY_PERSON_NAME,
  hasPersonNameErrors,
  type PersonName,
  type PersonNameErrors,
  personNameErrors,
  personNameRequest,
} from '@/features/accounts/utils/person-name';
import { ApiError } from '@/lib/api-client';
import type { Me } from '@/lib/wire';

interface FieldErrors {
  email?: EmailProblem;
  password?: 'validation.passwordRules';
  name: PersonNameErrors;
}

function validate(email: string, password: string, name: PersonName): FieldErrors {
  const errors: FieldErrors = { name: personNameErrors(name) };
  errors.email = emailProblem(email);
  if (!isAcceptablePassword(password)) errors.password = 'validation.passwordRules';
  return errors;
}

export interface MemberSignUpFormProps {
  token: string;
  onSignedUp: (account: Me) => void;
  /** Sign in and come back to accept: for an e-mail that already has an account. */
  signInHref: string;
  /** The invited address when the invitation could be looked up: shown, not retyped. */
  invitedEmail?: string;
}

/**
 * An invitee's new account: the invited e-mail (prefilled and locked when the invitation was
 * looked up), their name and a password. The token proves the address, so no code is mailed; the
 * account is created, named, signed in and joined in one request.
 */
export function MemberSignUpForm({
  token,
  onSignedUp,
  signInHref,
  invitedEmail,
}: MemberSignUpFormProps) {
  const { t } = useTranslation('auth');
  const accept = useAcceptInvitation();
  const [typedEmail, setEmail] = useState('');
  const email = invitedEmail ?? typedEmail;
  const [password, setPassword] = useState('');
  const [name, setName] = useState(EMPTY_PERSON_NAME);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({ name: {} });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const errors = validate(trimmed, password, name);
    setFieldErrors(errors);
    const invalid =
      errors.email !== undefined ||
      errors.password !== undefined ||
      hasPersonNameErrors(errors.name);
    if (invalid) return;
    accept.mutate(
      { token, email: trimmed, password, ...personNameRequest(name) },
      { onSuccess: onSignedUp },
    );
  };

  const errorKey = accept.error instanceof ApiError ? accept.error.errorKey : undefined;
  const message =
    errorKey === ErrorKey.InvitationNotFound
      ? t('member.notFound')
      : errorKey === ErrorKey.SignupConflict
        ? t('member.accountExists')
        : undefined;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('member.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          // The invitation names the address; another one could not accept it.
          readOnly={invitedEmail !== undefined}
          description={invitedEmail !== undefined ? t('member.emailLocked') : undefined}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
          error={fieldErrors.email && t(fieldErrors.email)}
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
          loading={accept.isPending}
          disabled={accept.isPending || accept.isSuccess}
        >
          {t('member.submit')}
        </Button>
        {accept.isError && (
          <ApiErrorAlert
            error={accept.error}
            message={message}
            action={
              errorKey === ErrorKey.SignupConflict && (
                <Anchor component={Link} to={signInHref} fw={600}>
                  {t('member.signInAndAccept')}
                </Anchor>
              )
            }
          />
        )}
      </Stack>
    </form>
  );
}
