import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { passwordProblems } from '@punchcard/shared';
import { type ReactNode, type SubmitEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { SettingsSection } from '@/components/settings-section';
import { paths } from '@/config/paths';
import { useSetFirstPassword } from '@/features/sso/api/sso-mutations';
import { RemovePasswordDialog } from '@/features/sso/components/remove-password-dialog';
import type { SsoLinks } from '@/features/sso/types';
import { useLocalePrefix } from '@/hooks/use-locale';

/** What the page's new-password field (with its live rules) is given. */
export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A first password for an account that signs in only through providers. */
function FirstPasswordForm({
  email,
  renderPasswordField,
}: {
  email: string;
  renderPasswordField: (props: PasswordFieldProps) => ReactNode;
}) {
  const { t } = useTranslation('sso');
  const setPassword = useSetFirstPassword();
  const [password, setPasswordText] = useState('');
  const [problem, setProblem] = useState(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same rules the API enforces (shared), checked before asking it.
    const unmet = passwordProblems(password).length > 0;
    setProblem(unmet);
    if (unmet) return;
    setPassword.mutate(password, {
      onSuccess: () => {
        setPasswordText('');
        setPassword.reset();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md" maw={{ sm: 420 }}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {renderPasswordField({
          label: t('password.new'),
          value: password,
          onChange: setPasswordText,
          ...(problem ? { error: t('password.rulesUnmet') } : {}),
        })}
        {setPassword.isError && <ApiErrorAlert error={setPassword.error} />}
        <Group>
          <Button type="submit" loading={setPassword.isPending}>
            {t('password.set')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface PasswordMethodSectionProps {
  links: SsoLinks;
  email: string;
  /** The app's new-password field with its rules (the security page's), composed by the route. */
  renderPasswordField: (props: PasswordFieldProps) => ReactNode;
}

/** The password as a way to sign in: set a first one, or remove it while a provider is linked. */
export function PasswordMethodSection({
  links,
  email,
  renderPasswordField,
}: PasswordMethodSectionProps) {
  const { t } = useTranslation('sso');
  const prefix = useLocalePrefix();
  const hintId = useId();
  const [removing, setRemoving] = useState(false);
  const onlyMethod = links.links.length === 0;

  if (!links.hasPassword) {
    return (
      <SettingsSection
        title={t('password.heading')}
        description={t('password.noneDescription', { email })}
      >
        <FirstPasswordForm email={email} renderPasswordField={renderPasswordField} />
      </SettingsSection>
    );
  }
  return (
    <SettingsSection
      title={t('password.heading')}
      description={t('password.hasDescription', { email })}
    >
      <Anchor component={Link} to={paths.settingsAccountSecurity.getHref({}, prefix)} size="sm">
        {t('password.change')}
      </Anchor>
      {onlyMethod && (
        <Text size="sm" id={hintId}>
          {t('password.removeOnly')}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          disabled={onlyMethod}
          aria-describedby={onlyMethod ? hintId : undefined}
          onClick={() => {
            setRemoving(true);
          }}
        >
          {t('password.remove')}
        </Button>
      </Group>
      <RemovePasswordDialog
        opened={removing}
        onClose={() => {
          setRemoving(false);
        }}
      />
    </SettingsSection>
  );
}
