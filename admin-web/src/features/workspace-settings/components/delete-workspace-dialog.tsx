import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useDeleteWorkspace } from '@/features/workspace-settings/api/workspace-lifecycle';
import { notify } from '@/lib/notify';
import type { Workspace } from '@/lib/wire';

interface DeleteWorkspaceDialogProps {
  workspace: Workspace;
  opened: boolean;
  onClose: () => void;
}

/** Deleting takes typing the workspace's name, so it never happens by a slip of the mouse. */
export function DeleteWorkspaceDialog({ workspace, opened, onClose }: DeleteWorkspaceDialogProps) {
  const { t } = useTranslation('workspaceSettings');
  const remove = useDeleteWorkspace();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === workspace.name.trim();

  const close = () => {
    setTyped('');
    remove.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('delete.dialogTitle', { workspace: workspace.name })}
      closeButtonProps={{ 'aria-label': t('delete.cancel') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!matches) return;
          remove.mutate(workspace.id, {
            onSuccess: () => {
              notify({ tone: 'success', message: t('delete.done', { workspace: workspace.name }) });
              close();
            },
          });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('delete.consequences')}</Text>
          <TextInput
            label={t('delete.confirmLabel', { workspace: workspace.name })}
            value={typed}
            autoComplete="off"
            data-autofocus
            onChange={(event) => {
              setTyped(event.currentTarget.value);
            }}
          />
          {remove.isError && <ApiErrorAlert error={remove.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
