import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Client } from '@/features/clients/api/client-queries';

interface DeletedClientsProps {
  clients: readonly Client[];
  /** The client being restored, if any. */
  restoring: string | null;
  onRestore: (client: Client) => void;
}

/** Deleted clients, each brought back with its projects as they were. */
export function DeletedClients({ clients, restoring, onRestore }: DeletedClientsProps) {
  const { t } = useTranslation('clients');
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Stack gap={2}>
        <Title order={2} size="h4" id={headingId}>
          {t('deleted.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deleted.description')}
        </Text>
      </Stack>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {clients.map((client) => (
          <Paper key={client.id} component="li" withBorder radius="md" p="xs">
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar
                  src={client.avatar}
                  alt=""
                  name={client.name}
                  color="initials"
                  radius="md"
                  size="sm"
                  aria-hidden
                />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {client.name}
                </Text>
              </Group>
              <Button
                variant="default"
                size="compact-sm"
                aria-label={t('action.restoreNamed', { name: client.name })}
                loading={restoring === client.id}
                onClick={() => {
                  onRestore(client);
                }}
              >
                {t('action.restore')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
