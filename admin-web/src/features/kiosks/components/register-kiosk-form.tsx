import { Button, Group, TextInput } from '@mantine/core';
import { KIOSK_NAME_MAX } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RegisterKioskFormProps {
  registering: boolean;
  /** Resolves once registered, so the field empties only then. */
  onRegister: (name: string) => Promise<unknown>;
}

/** A name, and the kiosk is registered: its first pairing code opens in a dialog. */
export function RegisterKioskForm({ registering, onRegister }: RegisterKioskFormProps) {
  const { t } = useTranslation('kiosks');
  const [name, setName] = useState('');
  const [empty, setEmpty] = useState(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    setEmpty(trimmed === '');
    if (trimmed === '') return;
    onRegister(trimmed).then(
      () => {
        setName('');
      },
      // The app's error presenter already told why.
      () => undefined,
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('fleet.name')}
          placeholder={t('fleet.namePlaceholder')}
          value={name}
          maxLength={KIOSK_NAME_MAX}
          required
          flex="1 1 220px"
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={empty ? t('fleet.nameRequired') : undefined}
        />
        <Button type="submit" loading={registering} mt={{ base: 0, xs: 25 }}>
          {t('fleet.register')}
        </Button>
      </Group>
    </form>
  );
}
