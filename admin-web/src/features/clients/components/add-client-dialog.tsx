import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateClient } from '@/features/clients/api/client-mutations';
import type { Client } from '@/features/clients/api/client-queries';
import { ClientAvatarField } from '@/features/clients/components/client-avatar-field';
import { ClientNameForm } from '@/features/clients/components/client-name-form';
import { notify } from '@/lib/notify';

interface AddClientDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The client as the list now holds it (its new picture), once created. */
  current: (id: string) => Client | undefined;
}

/**
 * The spec's `add-client` dialog: the name first, then a picture for the new client. A picture
 * needs the client to exist, so it is offered once the client is saved (and can be skipped).
 */
function AddClientBody({ onClose, current }: Omit<AddClientDialogProps, 'opened'>) {
  const { t } = useTranslation('clients');
  const create = useCreateClient();
  const [added, setAdded] = useState<Client | null>(null);

  if (added) {
    const client = current(added.id) ?? added;
    return (
      <Stack gap="md">
        <Text size="sm" role="status">
          {t('add.added', { name: client.name })}
        </Text>
        <ClientAvatarField client={client} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('action.done')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <ClientNameForm
      initialName=""
      submitLabel={t('add.submit')}
      saving={create.isPending}
      error={create.error}
      onCancel={onClose}
      onSubmit={(name) => {
        create.mutate(name, {
          onSuccess: (client) => {
            setAdded(client);
            notify({ message: t('notice.added', { name: client.name }), tone: 'success' });
          },
        });
      }}
    />
  );
}

export function AddClientDialog({ opened, onClose, current }: AddClientDialogProps) {
  const { t } = useTranslation('clients');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('add.title')}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {/* Mounted only while open: every opening starts with an empty name. */}
      {opened && <AddClientBody onClose={onClose} current={current} />}
    </Modal>
  );
}
