import { Avatar, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ImageFileButton } from '@/components/image-file-button';
import { useUploadClientAvatar } from '@/features/clients/api/client-mutations';
import type { Client } from '@/features/clients/api/client-queries';

/** The client's picture, replaced as soon as an image is picked. */
export function ClientAvatarField({ client }: { client: Client }) {
  const { t } = useTranslation('clients');
  const upload = useUploadClientAvatar(client.id);
  const hasPicture = client.avatar !== null;
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Avatar
        src={client.avatar}
        alt={hasPicture ? t('avatar.alt', { name: client.name }) : undefined}
        size={56}
        radius="md"
        name={client.name}
        color="initials"
        // Initials alone repeat the name the dialog's title already says.
        aria-hidden={hasPicture ? undefined : true}
      />
      <ImageFileButton
        upload={upload}
        label={t(hasPicture ? 'avatar.change' : 'avatar.choose')}
        hint={t('avatar.hint')}
        savedMessage={t('avatar.saved')}
        problemText={(problem) => t(`avatar.${problem}`)}
      />
    </Group>
  );
}
