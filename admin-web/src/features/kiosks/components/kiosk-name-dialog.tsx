import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { KIOSK_NAME_MAX } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Kiosk } from '@/lib/wire';

interface KioskNameDialogProps {
  /** The kiosk to rename; null keeps the dialog closed. */
  kiosk: Kiosk | null;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

function NameForm({ kiosk, saving, onSave, onClose }: KioskNameDialogProps & { kiosk: Kiosk }) {
  const { t } = useTranslation('kiosks');
  const [name, setName] = useState(kiosk.name);
  const [empty, setEmpty] = useState(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    setEmpty(trimmed === '');
    if (trimmed !== '') onSave(trimmed);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('fleet.name')}
          value={name}
          maxLength={KIOSK_NAME_MAX}
          required
          data-autofocus
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={empty ? t('fleet.nameRequired') : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('rename.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Renames a kiosk; the form starts from its current name. */
export function KioskNameDialog(props: KioskNameDialogProps) {
  const { t } = useTranslation('kiosks');
  const { kiosk, onClose } = props;
  return (
    <Modal
      opened={kiosk !== null}
      onClose={onClose}
      title={kiosk ? t('rename.title', { name: kiosk.name }) : undefined}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {kiosk && <NameForm key={kiosk.id} {...props} kiosk={kiosk} />}
    </Modal>
  );
}
