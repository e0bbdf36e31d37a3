import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { KeyboardEventHandler } from 'react';
import { useTranslation } from 'react-i18next';

import { FavoriteButton } from '@/features/tasks/components/favorite-button';
import { DueText, PriorityBadge, TimeText } from '@/features/tasks/components/task-badges';
import { TaskActionsMenu } from '@/features/tasks/components/task-actions-menu';
import { AssigneeText, TaskLabels, TaskTitle } from '@/features/tasks/components/task-details';
import { GripIcon } from '@/features/tasks/components/task-icons';
import { TaskStatusMenu } from '@/features/tasks/components/task-status-menu';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import type { TaskPageEntry } from '@/features/tasks/types';
import type { CardData } from '@/features/tasks/utils/board-rules';

interface BoardCardProps {
  entry: TaskPageEntry;
  actions: TaskActions;
}

/**
 * A task on the board. The mouse or a finger drags the whole card; the keyboard picks it up by
 * its handle (Space or Enter), so the card's own buttons keep their keys. Its status menu does
 * the same move without dragging.
 */
export function BoardCard({ entry, actions }: BoardCardProps) {
  const { t } = useTranslation('tasks');
  const { task } = entry;
  const movable = actions.rights(task).status;
  const data: CardData = { idTask: task.id, name: task.name, status: task.status };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: task.id,
    data,
    disabled: !movable,
  });
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const project = task.idProject === null ? null : actions.lookups.projectName(task.idProject);

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      shadow="xs"
      // The card stays in place, faded, while its copy follows the pointer.
      style={{ opacity: isDragging ? 0.4 : 1, touchAction: 'manipulation' }}
      {...(movable ? pointerListeners : {})}
    >
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          {movable && (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="sm"
              {...attributes}
              onKeyDown={onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
              aria-label={t('board.handle', { name: task.name })}
              style={{ cursor: 'grab' }}
            >
              <GripIcon size={16} />
            </ActionIcon>
          )}
          <FavoriteButton task={task} actions={actions} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <TaskTitle entry={entry} actions={actions} />
          </div>
          <TaskActionsMenu task={task} actions={actions} />
        </Group>
        {project !== null && (
          <Text size="xs" c="dimmed" title={project}>
            {project}
          </Text>
        )}
        <TaskLabels entry={entry} actions={actions} />
        <Group gap="xs" wrap="wrap">
          <PriorityBadge priority={task.priority} />
          {task.dueAt !== null && <DueText task={task} now={actions.now} />}
        </Group>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed" span>
            <AssigneeText entry={entry} actions={actions} />
          </Text>
          <Text size="xs" span>
            <TimeText task={task} />
          </Text>
        </Group>
        <Group justify="flex-end">
          <TaskStatusMenu
            task={task}
            enabled={movable}
            onChange={(status) => {
              actions.change(task, { kind: 'status', status });
            }}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/** What follows the pointer while a card is dragged. */
export function BoardCardPreview({ name }: { name: string }) {
  return (
    <Paper withBorder radius="md" p="sm" shadow="md" style={{ cursor: 'grabbing' }}>
      <Text fw={600} size="sm">
        {name}
      </Text>
    </Paper>
  );
}
