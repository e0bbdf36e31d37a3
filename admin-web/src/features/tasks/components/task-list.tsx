import { Checkbox, Paper, Table, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { TaskRow } from '@/features/tasks/components/task-row';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import type { TaskGroup } from '@/features/tasks/utils/task-grouping';

interface TaskListProps {
  groups: readonly TaskGroup[];
  /** The section's heading; null when the list is not split. */
  groupLabel: ((key: string) => string) | null;
  actions: TaskActions;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
}

/** The ids among `groups` the caller may select (those they may delete). */
const selectableIds = (groups: readonly TaskGroup[], actions: TaskActions): string[] => [
  ...new Set(
    groups.flatMap((group) =>
      group.entries
        .filter((entry) => actions.rights(entry.task).edit)
        .map((entry) => entry.task.id),
    ),
  ),
];

interface SelectAllProps {
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: TaskListProps['onSelect'];
  label: string;
}

function SelectAll({ ids, selected, onSelect, label }: SelectAllProps) {
  if (ids.length === 0) return null;
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      aria-label={label}
      checked={chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      onChange={(event) => {
        onSelect(ids, event.currentTarget.checked);
      }}
    />
  );
}

/**
 * The list view: one table, so the columns line up across the sections; each section (a group)
 * is a row group with its heading and its own "select all".
 */
export function TaskList({ groups, groupLabel, actions, selected, onSelect }: TaskListProps) {
  const { t } = useTranslation('tasks');
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" aria-label={t('title.page')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <SelectAll
                  ids={selectableIds(groups, actions)}
                  selected={selected}
                  onSelect={onSelect}
                  label={t('select.all', { name: t('title.page') })}
                />
              </Table.Th>
              <Table.Th scope="col" miw={200}>
                {t('column.task')}
              </Table.Th>
              <Table.Th scope="col" visibleFrom="md">
                {t('field.project')}
              </Table.Th>
              <Table.Th scope="col" visibleFrom="lg">
                {t('field.assignees')}
              </Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                {t('field.status')}
              </Table.Th>
              <Table.Th scope="col" visibleFrom="md">
                {t('field.priority')}
              </Table.Th>
              <Table.Th scope="col" visibleFrom="md">
                {t('field.dueDate')}
              </Table.Th>
              <Table.Th scope="col" visibleFrom="lg">
                {t('column.time')}
              </Table.Th>
              <Table.Th w={44}>
                <span className="visually-hidden">{t('column.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {groups.map((group) => (
            <TaskSection
              key={group.key}
              group={group}
              label={groupLabel === null ? null : groupLabel(group.key)}
              actions={actions}
              selected={selected}
              onSelect={onSelect}
            />
          ))}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function TaskSection({
  group,
  label,
  actions,
  selected,
  onSelect,
}: Omit<TaskListProps, 'groups' | 'groupLabel'> & { group: TaskGroup; label: string | null }) {
  const { t } = useTranslation('tasks');
  const headingId = useId();
  return (
    <Table.Tbody aria-labelledby={label === null ? undefined : headingId}>
      {label !== null && (
        <Table.Tr bg="var(--app-canvas)">
          <Table.Td>
            <SelectAll
              ids={selectableIds([group], actions)}
              selected={selected}
              onSelect={onSelect}
              label={t('select.all', { name: label })}
            />
          </Table.Td>
          {/* Wider than the columns a phone shows; the browser clips the span to the table. */}
          <Table.Th colSpan={8} scope="colgroup">
            <Title order={2} size="h5" id={headingId}>
              {t('list.sectionHeading', { label, count: group.entries.length })}
            </Title>
          </Table.Th>
        </Table.Tr>
      )}
      {group.entries.map((entry) => (
        <TaskRow
          key={entry.task.id}
          entry={entry}
          actions={actions}
          selected={selected.has(entry.task.id)}
          onSelect={(on) => {
            onSelect([entry.task.id], on);
          }}
        />
      ))}
    </Table.Tbody>
  );
}
