import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { taskQueries } from '@/features/tasks/api/task-queries';
import { useDeleteTaskForever } from '@/features/tasks/api/task-trash';
import { notify } from '@/lib/notify';
import type { Task } from '@/lib/wire';

interface DeleteForeverDialogProps {
  workspaceId: string;
  task: Task | null;
  onClose: () => void;
}

/** Permanent deletion, confirmed with its consequence spelled out; Cancel has focus. */
export function DeleteForeverDialog({ workspaceId, task, onClose }: DeleteForeverDialogProps) {
  const { t } = useTranslation('tasks');
  const remove = useDeleteTaskForever(workspaceId);
  // Said before the attempt where it can be: a task with recorded time cannot go for good.
  const used =
    useQuery({ ...taskQueries.isUsed(task?.id ?? ''), enabled: task !== null }).data?.isUsed ===
    true;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={task !== null}
      onClose={close}
      title={t('forever.title')}
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {task !== null && (
        <Stack gap="md">
          <Text size="sm">{t('forever.body', { name: task.name })}</Text>
          {used && (
            <Alert color="yellow" variant="light" title={t('forever.failed')}>
              {t('forever.containsTimestamps')}
            </Alert>
          )}
          {remove.isError && (
            <ApiErrorAlert
              error={remove.error}
              title={t('forever.failed')}
              explain={(error) =>
                error.errorKey === ErrorKey.TaskContainsTimestamps
                  ? t('forever.containsTimestamps')
                  : undefined
              }
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('form.cancel')}
            </Button>
            <Button
              color="red"
              disabled={used}
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(task.id, {
                  onSuccess: () => {
                    notify({ tone: 'success', message: t('forever.done', { name: task.name }) });
                    close();
                  },
                });
              }}
            >
              {t('forever.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
