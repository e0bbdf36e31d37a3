import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TaskLookups } from '@/features/tasks/hooks/use-task-lookups';
import type { Task } from '@/lib/wire';

const NO_PROJECT = '';

interface MoveTaskDialogProps {
  task: Task | null;
  lookups: TaskLookups;
  onClose: () => void;
  onMove: (task: Task, idProject: string | null) => void;
}

/** Moves a task to another active project, or out of any project. */
export function MoveTaskDialog({ task, lookups, onClose, onMove }: MoveTaskDialogProps) {
  const { t } = useTranslation('tasks');
  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title={t('move.title')}
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {task !== null && (
        <MoveForm key={task.id} task={task} lookups={lookups} onClose={onClose} onMove={onMove} />
      )}
    </Modal>
  );
}

function MoveForm({ task, lookups, onClose, onMove }: MoveTaskDialogProps & { task: Task }) {
  const { t } = useTranslation('tasks');
  const [target, setTarget] = useState<string>(task.idProject ?? NO_PROJECT);
  const current = task.idProject === null ? null : lookups.projectName(task.idProject);
  const options = [
    { value: NO_PROJECT, label: t('field.noProject') },
    ...lookups.projects.map((project) => ({ value: project.id, label: project.name })),
  ];
  // Its archived project is where it is, though no task can be moved there.
  if (task.idProject !== null && !options.some((option) => option.value === task.idProject)) {
    options.push({
      value: task.idProject,
      label: current === null ? t('project.hidden') : t('project.archivedName', { name: current }),
    });
  }
  const unchanged = target === (task.idProject ?? NO_PROJECT);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (unchanged) return;
        onMove(task, target === NO_PROJECT ? null : target);
        onClose();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {current === null
            ? t('move.fromNone', { name: task.name })
            : t('move.from', { name: task.name, project: current })}
        </Text>
        <Select
          label={t('move.to')}
          data={options}
          value={target}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('field.nothingFound')}
          onChange={(value) => {
            setTarget(value ?? NO_PROJECT);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={unchanged}>
            {t('move.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
