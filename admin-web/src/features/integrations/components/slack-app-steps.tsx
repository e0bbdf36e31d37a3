import { Button, Code, CopyButton, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { SLACK_COMMANDS } from '@punchcard/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { slackWords } from '@/features/integrations/utils/slack-words';

/** Where Slack sends slash commands: the API's public endpoint on this server. */
export const slackCommandPath = '/v1/slack/commands';

interface AddressRowProps {
  label: string;
  value: string;
}

/** One address the manifest needs, with a button that copies it. */
function AddressRow({ label, value }: AddressRowProps) {
  const { t } = useTranslation('slack');
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
          <CopyButton value={value} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={copy}
                aria-label={copied ? t('steps.copied') : t('steps.copy', { what: label })}
              >
                {copied ? t('steps.copied') : t('steps.copyShort')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * How an administrator creates the Slack app from docs/slack-app-manifest.yml, with the two
 * addresses of this server it needs, and what the /punch command does. Slack accepts a redirect
 * under the configured URL, so the server's origin covers every locale prefix of this page.
 */
export function SlackAppSteps({ origin }: { origin: string }) {
  const { t } = useTranslation('slack');
  const commandsId = useId();
  return (
    <SettingsSection title={t('steps.heading')} description={t('steps.description', slackWords)}>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>{t('steps.open', slackWords)}</List.Item>
        <List.Item>{t('steps.paste', { ...slackWords, host: new URL(origin).host })}</List.Item>
        <List.Item>{t('steps.secrets', slackWords)}</List.Item>
        <List.Item>{t('steps.connect')}</List.Item>
        <List.Item>{t('steps.members', slackWords)}</List.Item>
      </List>
      <Table.ScrollContainer minWidth={320}>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <AddressRow label={t('steps.commandUrl')} value={`${origin}${slackCommandPath}`} />
            <AddressRow label={t('steps.redirectUrl')} value={`${origin}/`} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs">
        <Title order={3} size="h5" id={commandsId}>
          {t('commands.heading', slackWords)}
        </Title>
        <Table aria-labelledby={commandsId} withTableBorder>
          <Table.Tbody>
            {SLACK_COMMANDS.map((command) => (
              <Table.Tr key={command}>
                <Table.Th scope="row" w="9rem">
                  <Code>/punch {command}</Code>
                </Table.Th>
                <Table.Td>{t(`commands.${command}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('commands.private')}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
