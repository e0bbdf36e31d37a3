import { useDroppable } from '@dnd-kit/core';
import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TaskStatus } from '@punchcard/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { BoardCard } from '@/features/tasks/components/board-card';
import { PlusIcon } from '@/features/tasks/components/task-icons';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import type { TaskPageEntry } from '@/features/tasks/types';
import { columnId } from '@/features/tasks/utils/board-rules';

interface BoardColumnProps {
  status: TaskStatus;
  entries: readonly TaskPageEntry[];
  actions: TaskActions;
  /** Whether the caller may add tasks here (anyone may add a personal one). */
  canCreate: boolean;
}

/** One status's column: where cards are dropped, and where a task of that status is added. */
export function BoardColumn({ status, entries, actions, canCreate }: BoardColumnProps) {
  const { t } = useTranslation('tasks');
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  const label = t(`status.${status}`);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="sm"
      bg={isOver ? 'var(--mantine-primary-color-light)' : 'var(--app-canvas)'}
      style={{
        borderColor: isOver ? 'var(--mantine-primary-color-filled)' : undefined,
        minHeight: 160,
      }}
      data-board-column={status}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {t('board.columnHeading', { status: label, count: entries.length })}
        </Title>
        {canCreate && (
          <ActionIcon
            variant="subtle"
            aria-label={t('board.addTo', { status: label })}
            onClick={() => {
              actions.create({ status });
            }}
          >
            <PlusIcon />
          </ActionIcon>
        )}
      </Group>
      <Stack gap="sm">
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('board.emptyColumn')}
          </Text>
        ) : (
          entries.map((entry) => <BoardCard key={entry.task.id} entry={entry} actions={actions} />)
        )}
      </Stack>
    </Paper>
  );
}
