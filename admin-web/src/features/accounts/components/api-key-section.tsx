import { Button, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useGenerateApiKey } from '@/features/accounts/api/generate-api-key';
import { ApiKeyReveal } from '@/features/accounts/components/api-key-reveal';
import { SettingsSection } from '@/features/accounts/components/settings-section';
import { notify } from '@/lib/notify';

/** Generating a key replaces the previous one, so it is confirmed first. */
interface GenerateKeyDialogProps {
  opened: boolean;
  pending: boolean;
  workspaceName: string;
  onConfirm: () => void;
  onClose: () => void;
}

function GenerateKeyDialog({
  opened,
  pending,
  workspaceName,
  onConfirm,
  onClose,
}: GenerateKeyDialogProps) {
  const { t } = useTranslation('account');
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('apiKey.confirmTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('apiKey.confirmBody', { workspace: workspaceName })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {t('action.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending} disabled={pending}>
            {t('apiKey.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Usage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {t('apiKey.usageHeading')}
      </Title>
      <Text size="sm">{t('apiKey.usage')}</Text>
      <Code block>{`Authorization: Bearer ${t('apiKey.placeholder')}`}</Code>
      <Text size="sm" c="dimmed">
        {t('apiKey.usageNote')}
      </Text>
    </Stack>
  );
}

/** The member's API key for the active workspace: generated on request, shown once. */
export function ApiKeySection({ workspace }: { workspace: { name: string } | null }) {
  const { t } = useTranslation('account');
  const generate = useGenerateApiKey();
  const [confirming, confirm] = useDisclosure(false);

  if (workspace === null) {
    return (
      <SettingsSection title={t('apiKey.heading')}>
        <Text size="sm">{t('apiKey.noWorkspace')}</Text>
      </SettingsSection>
    );
  }

  const onConfirm = () => {
    generate.mutate(undefined, {
      onSuccess: () => {
        confirm.close();
        notify({ message: t('apiKey.generated'), tone: 'success' });
      },
      onError: confirm.close,
    });
  };

  return (
    <SettingsSection
      title={t('apiKey.heading')}
      description={t('apiKey.description', { workspace: workspace.name })}
    >
      {generate.data !== undefined && <ApiKeyReveal apiKey={generate.data.token} />}
      {generate.isError && <ApiErrorAlert error={generate.error} />}
      <Group>
        <Button
          variant={generate.data === undefined ? 'filled' : 'default'}
          onClick={confirm.open}
          disabled={generate.isPending}
        >
          {generate.data === undefined ? t('apiKey.generate') : t('apiKey.generateAnother')}
        </Button>
      </Group>
      <Usage />
      <GenerateKeyDialog
        opened={confirming}
        pending={generate.isPending}
        workspaceName={workspace.name}
        onConfirm={onConfirm}
        onClose={confirm.close}
      />
    </SettingsSection>
  );
}
