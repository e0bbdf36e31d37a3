import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { DotsIcon } from '@/features/tasks/components/task-icons';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import type { Task } from '@/lib/wire';

/** What can be done to one task; the changes that need the edit right only for those with it. */
export function TaskActionsMenu({ task, actions }: { task: Task; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const { edit } = actions.rights(task);
  const archived = task.archivedAt !== null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.menuFor', { name: task.name })}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => {
            actions.open(task);
          }}
        >
          {t(edit ? 'actions.edit' : 'actions.view')}
        </Menu.Item>
        <Menu.Item
          onClick={() => {
            actions.change(task, { kind: 'favorite', value: !task.isFavorite });
          }}
        >
          {t(task.isFavorite ? 'actions.unfavorite' : 'actions.favorite')}
        </Menu.Item>
        {edit && (
          <>
            <Menu.Item
              onClick={() => {
                actions.move(task);
              }}
            >
              {t('actions.move')}
            </Menu.Item>
            <Menu.Item
              onClick={() => {
                actions.change(task, { kind: 'archive', value: !archived });
              }}
            >
              {t(archived ? 'actions.unarchive' : 'actions.archive')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              onClick={() => {
                actions.remove([task]);
              }}
            >
              {t('actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
