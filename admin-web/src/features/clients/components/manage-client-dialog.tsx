import { Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useRenameClient } from '@/features/clients/api/client-mutations';
import type { Client } from '@/features/clients/api/client-queries';
import { ClientAvatarField } from '@/features/clients/components/client-avatar-field';
import { ClientNameForm } from '@/features/clients/components/client-name-form';
import { ClientProjectsField } from '@/features/clients/components/client-projects-field';
import type { ClientProject } from '@/features/clients/utils/client-projects';
import { notify } from '@/lib/notify';
import type { Project } from '@/lib/wire';

interface ManageClientDialogProps {
  /** The client to manage, as the list now holds it; null keeps the dialog closed. */
  client: Client | null;
  projects: readonly ClientProject[];
  activeProjects: readonly Project[];
  canManageProjects: boolean;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ManageClientBody({
  client,
  onClose,
  ...projectProps
}: ManageClientDialogProps & { client: Client }) {
  const { t } = useTranslation('clients');
  const rename = useRenameClient();
  return (
    <Stack gap="lg">
      <ClientNameForm
        // Starts afresh from the saved name once it changes.
        key={client.name}
        initialName={client.name}
        submitLabel={t('manage.saveName')}
        saving={rename.isPending}
        error={rename.error}
        onSubmit={(name) => {
          rename.mutate(
            { id: client.id, name },
            {
              onSuccess: () => {
                notify({ message: t('notice.renamed', { name }), tone: 'success' });
              },
            },
          );
        }}
      />
      <Divider />
      <Section title={t('manage.pictureHeading')}>
        <ClientAvatarField client={client} />
      </Section>
      <Divider />
      <Section title={t('manage.projectsHeading')}>
        <ClientProjectsField client={client} {...projectProps} />
      </Section>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('action.done')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * The spec's `manage-client` dialog: rename, picture and projects, each saved on its own, so a
 * refusal of one never loses the others.
 */
export function ManageClientDialog(props: ManageClientDialogProps) {
  const { t } = useTranslation('clients');
  const { client, onClose } = props;
  return (
    <Modal
      opened={client !== null}
      onClose={onClose}
      title={client ? t('manage.title', { name: client.name }) : undefined}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {client && <ManageClientBody key={client.id} {...props} client={client} />}
    </Modal>
  );
}
