import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useProjectActions } from '@/features/projects/hooks/use-project-actions';
import type { Project } from '@/lib/wire';

interface LeaveProjectDialogProps {
  /** The project to leave; null keeps the dialog closed. */
  project: Project | null;
  canManage: boolean;
  onClose: () => void;
}

/**
 * The spec's `leave-project` confirmation. Leaving a private project takes it out of sight
 * (unless the caller manages projects), so the dialog says so before it happens.
 */
export function LeaveProjectDialog({ project, canManage, onClose }: LeaveProjectDialogProps) {
  const { t } = useTranslation('projects');
  const actions = useProjectActions(canManage);
  return (
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={project === null ? '' : t('leave.title', { name: project.name })}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {project !== null && (
        <Stack gap="md">
          <Text size="sm">{t('leave.body')}</Text>
          {!project.isPublic && !canManage && <Text size="sm">{t('leave.bodyPrivate')}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('action.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                actions.run(project, 'leave');
                onClose();
              }}
            >
              {t('leave.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
