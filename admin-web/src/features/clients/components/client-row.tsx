import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Client } from '@/features/clients/api/client-queries';
import type { ClientProject } from '@/features/clients/utils/client-projects';

interface ClientRowProps {
  client: Client;
  projects: readonly ClientProject[];
  /** Set when the caller may change clients. */
  actions?: { onManage: () => void; onDelete: () => void; deleting: boolean };
}

/** One client: its picture, name and projects, and what the caller may do with it. */
export function ClientRow({ client, projects, actions }: ClientRowProps) {
  const { t } = useTranslation('clients');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
          <Avatar
            src={client.avatar}
            alt=""
            name={client.name}
            color="initials"
            radius="md"
            // The initials only repeat the name beside them.
            aria-hidden
          />
          <Stack gap={4} miw={0}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {client.name}
            </Text>
            {projects.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('list.noProjects')}
              </Text>
            ) : (
              <Group gap={6} aria-label={t('list.projectsOf', { name: client.name })} role="list">
                {projects.map((project) => (
                  <Badge
                    key={project.id}
                    role="listitem"
                    variant={project.archived ? 'outline' : 'light'}
                    color="gray"
                    tt="none"
                    maw="100%"
                  >
                    {project.archived
                      ? t('list.archivedProject', { name: project.name })
                      : project.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>
        {actions && (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="compact-sm"
              aria-label={t('action.manageNamed', { name: client.name })}
              onClick={actions.onManage}
            >
              {t('action.manage')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={t('action.deleteNamed', { name: client.name })}
              loading={actions.deleting}
              onClick={actions.onDelete}
            >
              {t('action.delete')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
