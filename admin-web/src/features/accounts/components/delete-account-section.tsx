import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { DeleteAccountDialog } from '@/features/accounts/components/delete-account-dialog';
import { SettingsSection } from '@/features/accounts/components/settings-section';

interface DeleteAccountSectionProps {
  email: string;
  signedOutHref: string;
}

export function DeleteAccountSection({ email, signedOutHref }: DeleteAccountSectionProps) {
  const { t } = useTranslation('account');
  const [opened, dialog] = useDisclosure(false);
  return (
    <SettingsSection title={t('delete.heading')} description={t('delete.description')} danger>
      <Group>
        <Button color="red" variant="outline" onClick={dialog.open}>
          {t('delete.open')}
        </Button>
      </Group>
      <DeleteAccountDialog
        opened={opened}
        onClose={dialog.close}
        email={email}
        signedOutHref={signedOutHref}
      />
    </SettingsSection>
  );
}
