import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { FavoriteButton } from '@/features/tasks/components/favorite-button';
import { DueText, PriorityBadge, TimeText } from '@/features/tasks/components/task-badges';
import { TaskActionsMenu } from '@/features/tasks/components/task-actions-menu';
import {
  AssigneeText,
  ProjectText,
  TaskLabels,
  TaskTitle,
} from '@/features/tasks/components/task-details';
import { TaskStatusMenu } from '@/features/tasks/components/task-status-menu';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import type { TaskPageEntry } from '@/features/tasks/types';

interface TaskRowProps {
  entry: TaskPageEntry;
  actions: TaskActions;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One task of the list: the columns on wide screens, its details under the name on phones. */
export function TaskRow({ entry, actions, selected, onSelect }: TaskRowProps) {
  const { t } = useTranslation('tasks');
  const { task } = entry;
  const rights = actions.rights(task);
  return (
    <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td w={40}>
        {rights.edit && (
          <Checkbox
            aria-label={t('select.one', { name: task.name })}
            checked={selected}
            onChange={(event) => {
              onSelect(event.currentTarget.checked);
            }}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <FavoriteButton task={task} actions={actions} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <TaskTitle entry={entry} actions={actions} />
            <TaskLabels entry={entry} actions={actions} />
            {/* Phones have no room for the columns: the essentials go under the name. */}
            <Stack gap={2} mt={4} hiddenFrom="md">
              <Text size="xs" c="dimmed" span>
                <ProjectText entry={entry} actions={actions} />
              </Text>
              <Group gap="xs" wrap="wrap">
                <PriorityBadge priority={task.priority} />
                <DueText task={task} now={actions.now} />
              </Group>
              <Group hiddenFrom="sm" mt={4}>
                <TaskStatusMenu
                  task={task}
                  enabled={rights.status}
                  onChange={(status) => {
                    actions.change(task, { kind: 'status', status });
                  }}
                />
              </Group>
            </Stack>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <ProjectText entry={entry} actions={actions} />
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <AssigneeText entry={entry} actions={actions} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <TaskStatusMenu
          task={task}
          enabled={rights.status}
          onChange={(status) => {
            actions.change(task, { kind: 'status', status });
          }}
        />
      </Table.Td>
      <Table.Td visibleFrom="md">
        <PriorityBadge priority={task.priority} />
      </Table.Td>
      <Table.Td visibleFrom="md">
        <DueText task={task} now={actions.now} />
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <TimeText task={task} />
      </Table.Td>
      <Table.Td w={44}>
        <TaskActionsMenu task={task} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}
