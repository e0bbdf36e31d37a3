import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useChangePassword } from '@/features/accounts/api/change-password';
import { NewPasswordInput } from '@/features/accounts/components/new-password-input';
import { isAcceptablePassword } from '@/features/accounts/utils/password-rules';
import { notify } from '@/lib/notify';

type FieldProblem = 'password.currentRequired' | 'password.rulesUnmet' | 'password.unchanged';

interface FieldProblems {
  current?: FieldProblem;
  next?: FieldProblem;
}

function validate(current: string, next: string): FieldProblems {
  const problems: FieldProblems = {};
  if (current === '') problems.current = 'password.currentRequired';
  if (!isAcceptablePassword(next)) problems.next = 'password.rulesUnmet';
  else if (next === current) problems.next = 'password.unchanged';
  return problems;
}

/** Current and new password; the new one is checked against the rules as it is typed. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const changePassword = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(current, next);
    setProblems(found);
    if (found.current !== undefined || found.next !== undefined) return;
    changePassword.mutate(
      { oldPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          changePassword.reset();
          notify({ message: t('password.changed'), tone: 'success' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md" maw={{ sm: 420 }}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => {
            setCurrent(event.currentTarget.value);
          }}
          error={problems.current && t(problems.current)}
        />
        <NewPasswordInput
          label={t('password.new')}
          value={next}
          onChange={setNext}
          error={problems.next && t(problems.next)}
        />
        {changePassword.isError && <ApiErrorAlert error={changePassword.error} />}
        <Group>
          <Button
            type="submit"
            loading={changePassword.isPending}
            disabled={changePassword.isPending}
          >
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
