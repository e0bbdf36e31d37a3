import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SimpleGrid } from '@mantine/core';
import type { TaskStatus } from '@punchcard/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BoardCardPreview } from '@/features/tasks/components/board-card';
import { BoardColumn } from '@/features/tasks/components/board-column';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import type { TaskPageEntry } from '@/features/tasks/types';
import {
  BOARD_COLUMNS,
  type CardData,
  createBoardKeyboard,
  droppedStatus,
  statusOfColumn,
} from '@/features/tasks/utils/board-rules';
import { compareTasks } from '@/features/tasks/utils/task-grouping';

interface TaskBoardProps {
  entries: readonly TaskPageEntry[];
  actions: TaskActions;
  canCreate: boolean;
}

const cardOf = (data: unknown): CardData | undefined => data as CardData | undefined;

/**
 * The board view (Todo, In progress, Done): a card dragged to another column changes the task's
 * status. Mouse, touch and keyboard all move cards, and every step is announced to screen readers.
 */
export function TaskBoard({ entries, actions, canCreate }: TaskBoardProps) {
  const { t } = useTranslation('tasks');
  const [keyboard] = useState(createBoardKeyboard);
  const [dragged, setDragged] = useState<CardData | null>(null);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so clicks on the card's buttons stay clicks.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger must rest on the card first, so swiping still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }),
  );

  const columns = useMemo(() => {
    const byStatus = new Map<TaskStatus, TaskPageEntry[]>(BOARD_COLUMNS.map((s) => [s, []]));
    for (const entry of entries) byStatus.get(entry.task.status)?.push(entry);
    return BOARD_COLUMNS.map((status) => ({
      status,
      entries: (byStatus.get(status) ?? []).sort(compareTasks),
    }));
  }, [entries]);

  const statusName = (status: TaskStatus | null) => (status === null ? '' : t(`status.${status}`));
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = cardOf(active.data.current);
      return card && t('board.pickedUp', { name: card.name, status: statusName(card.status) });
    },
    onDragOver: ({ active, over }) => {
      const card = cardOf(active.data.current);
      if (card === undefined) return undefined;
      const status = statusOfColumn(over?.id);
      return status === null
        ? t('board.overNothing', { name: card.name })
        : t('board.over', { name: card.name, status: statusName(status) });
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active.data.current);
      if (card === undefined) return undefined;
      const status = droppedStatus(card, over?.id);
      return status === null
        ? t('board.stays', { name: card.name, status: statusName(card.status) })
        : t('board.moved', { name: card.name, status: statusName(status) });
    },
    onDragCancel: ({ active }) => {
      const card = cardOf(active.data.current);
      return card && t('board.cancelled', { name: card.name, status: statusName(card.status) });
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    keyboard.reset();
    const card = cardOf(active.data.current);
    const status = card === undefined ? null : droppedStatus(card, over?.id);
    const entry = entries.find((candidate) => candidate.task.id === card?.idTask);
    if (status === null || entry === undefined || !actions.rights(entry.task).status) return;
    actions.change(entry.task, { kind: 'status', status });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={keyboard.collisionDetection}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('board.instructions') },
      }}
      onDragStart={({ active }) => {
        keyboard.reset();
        setDragged(cardOf(active.data.current) ?? null);
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragged(null);
        keyboard.reset();
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" verticalSpacing="md">
        {columns.map((column) => (
          <BoardColumn
            key={column.status}
            status={column.status}
            entries={column.entries}
            actions={actions}
            canCreate={canCreate}
          />
        ))}
      </SimpleGrid>
      <DragOverlay>
        {dragged === null ? null : <BoardCardPreview name={dragged.name} />}
      </DragOverlay>
    </DndContext>
  );
}
