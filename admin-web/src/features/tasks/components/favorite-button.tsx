import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { StarIcon } from '@/features/tasks/components/task-icons';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import type { Task } from '@/lib/wire';

/** The caller's own favourite mark: a toggle anyone may press, favourites list first. */
export function FavoriteButton({ task, actions }: { task: Task; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  return (
    <ActionIcon
      variant="subtle"
      color={task.isFavorite ? 'yellow' : 'gray'}
      size="sm"
      aria-pressed={task.isFavorite}
      aria-label={t('actions.favoriteToggle', { name: task.name })}
      onClick={() => {
        actions.change(task, { kind: 'favorite', value: !task.isFavorite });
      }}
    >
      <StarIcon size={16} filled={task.isFavorite} />
    </ActionIcon>
  );
}
