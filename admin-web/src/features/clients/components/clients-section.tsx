import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { UndoNotice } from '@/components/undo-notice';
import { useDeleteClient, useRestoreClient } from '@/features/clients/api/client-mutations';
import { type Client, clientQueries } from '@/features/clients/api/client-queries';
import { AddClientDialog } from '@/features/clients/components/add-client-dialog';
import { ClientRow } from '@/features/clients/components/client-row';
import { DeletedClients } from '@/features/clients/components/deleted-clients';
import { ManageClientDialog } from '@/features/clients/components/manage-client-dialog';
import { projectsByClient } from '@/features/clients/utils/client-projects';
import { catalogQueries } from '@/lib/catalog-queries';
import { notify } from '@/lib/notify';

interface ClientsSectionProps {
  workspaceId: string;
  /** CUD_WORKSPACE_CLIENTS: add, rename, picture, delete and restore. */
  canManage: boolean;
  /** CUD_PROJECT_TASK: put clients on projects and take them off. */
  canManageProjects: boolean;
}

/**
 * The workspace's clients with the projects each is on. Deleting is immediate and offers Undo;
 * managers also see the deleted clients to restore later.
 */
export function ClientsSection({ workspaceId, canManage, canManageProjects }: ClientsSectionProps) {
  const { t } = useTranslation('clients');
  // Only those who may restore are shown deleted clients.
  const list = useQuery(clientQueries.list(workspaceId, canManage));
  const active = useQuery(catalogQueries.projects(workspaceId));
  const archived = useQuery(clientQueries.archivedProjects(workspaceId));
  const remove = useDeleteClient();
  // Lives here, not in a row, so Undo still works once the row is gone.
  const restore = useRestoreClient();
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState<string | null>(null);

  const byClient = useMemo(
    () => projectsByClient(active.data ?? [], archived.data ?? []),
    [active.data, archived.data],
  );
  const clients = list.data ?? [];
  const live = clients.filter((client) => client.deletedAt === null);
  const deleted = clients.filter((client) => client.deletedAt !== null);
  const find = (id: string) => clients.find((client) => client.id === id);
  const managed = managing === null ? undefined : find(managing);

  const restoreClient = (client: Client) => {
    restore.mutate(client.id, {
      onSuccess: () => {
        notify({ message: t('notice.restored', { name: client.name }), tone: 'success' });
      },
    });
  };

  const deleteClient = (client: Client) => {
    remove.mutate(client.id, {
      onSuccess: () => {
        notify({
          tone: 'success',
          message: (
            <UndoNotice
              message={t('notice.deleted', { name: client.name })}
              undoLabel={t('action.undo')}
              onUndo={() => {
                restoreClient(client);
              }}
            />
          ),
        });
      },
    });
  };

  if (list.isPending) return <Loader size="sm" aria-label={t('list.loading')} />;
  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <span>{t('list.loadFailed')}</span>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {t('action.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count: live.length })}
        </Text>
        {canManage && (
          <Button
            onClick={() => {
              setAdding(true);
            }}
          >
            {t('action.add')}
          </Button>
        )}
      </Group>
      {live.length === 0 ? (
        <Text size="sm">{t(canManage ? 'list.emptyManager' : 'list.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          aria-label={t('list.label')}
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {live.map((client) => (
            <ClientRow
              key={client.id}
              client={client}
              projects={byClient.get(client.id) ?? []}
              actions={
                canManage
                  ? {
                      onManage: () => {
                        setManaging(client.id);
                      },
                      onDelete: () => {
                        deleteClient(client);
                      },
                      deleting: remove.isPending && remove.variables === client.id,
                    }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {canManage && deleted.length > 0 && (
        <DeletedClients
          clients={deleted}
          restoring={restore.isPending ? restore.variables : null}
          onRestore={restoreClient}
        />
      )}

      <AddClientDialog
        opened={adding}
        current={find}
        onClose={() => {
          setAdding(false);
        }}
      />
      <ManageClientDialog
        // A client deleted meanwhile (another tab) closes the dialog.
        client={managed?.deletedAt === null ? managed : null}
        projects={managing === null ? [] : (byClient.get(managing) ?? [])}
        activeProjects={active.data ?? []}
        canManageProjects={canManageProjects}
        onClose={() => {
          setManaging(null);
        }}
      />
    </Stack>
  );
}
