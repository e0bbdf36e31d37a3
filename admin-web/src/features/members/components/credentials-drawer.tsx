import { Divider, Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { BadgePanel } from '@/features/members/components/badge-panel';
import { CardsPanel } from '@/features/members/components/cards-panel';
import type { Member } from '@/lib/wire';

interface CredentialsDrawerProps {
  /** Whose credentials; null keeps the drawer closed. */
  member: Member | null;
  idWorkspace: string;
  onClose: () => void;
}

/** How a member identifies at the kiosks: their QR badge and their NFC cards. */
export function CredentialsDrawer({ member, idWorkspace, onClose }: CredentialsDrawerProps) {
  const { t } = useTranslation('members');
  return (
    <Drawer
      opened={member !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={member ? t('credentials.title', { name: member.name }) : undefined}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {member && (
        // Keyed by member: another member's drawer starts afresh (no leftover enrolment).
        <Stack gap="lg" key={member.idUser}>
          <Text size="sm" c="dimmed">
            {t('credentials.lead', { name: member.name })}
          </Text>
          <BadgePanel member={member} />
          <Divider />
          <CardsPanel member={member} idWorkspace={idWorkspace} />
        </Stack>
      )}
    </Drawer>
  );
}
