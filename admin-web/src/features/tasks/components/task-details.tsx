import { Anchor, Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { TaskColor } from '@/features/tasks/components/task-badges';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import type { TaskPageEntry } from '@/features/tasks/types';
import { shorten } from '@/features/tasks/utils/shorten';

/** The task's name (opening its form), its colour, and what labels it. */
export function TaskTitle({ entry, actions }: { entry: TaskPageEntry; actions: TaskActions }) {
  const { task } = entry;
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <TaskColor color={task.color} />
      <Anchor
        component="button"
        type="button"
        fw={600}
        size="sm"
        ta="start"
        underline="hover"
        c="var(--mantine-color-text)"
        style={{ wordBreak: 'break-word' }}
        onClick={() => {
          actions.open(task);
        }}
      >
        {task.name}
      </Anchor>
    </Group>
  );
}

/** Category, tags and the task's state, as small labels under the name. */
export function TaskLabels({ entry, actions }: { entry: TaskPageEntry; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const { task } = entry;
  const category = task.idCategory === null ? null : actions.lookups.category(task.idCategory);
  const categoryName = category?.name ?? task.categoryName;
  const labels = [
    task.isPersonal && (
      <Badge key="personal" variant="outline" color="gray" size="sm" tt="none">
        {t('label.personal')}
      </Badge>
    ),
    task.archivedAt !== null && (
      <Badge key="archived" variant="light" color="gray" size="sm" tt="none">
        {t('label.archived')}
      </Badge>
    ),
    categoryName !== null && (
      <Group key="category" gap={4} wrap="nowrap">
        {category !== null && <ColorSwatch color={category.color} size={10} withShadow={false} />}
        <Text size="xs" c="dimmed" title={categoryName}>
          {shorten(categoryName)}
        </Text>
      </Group>
    ),
    ...entry.tags.map((tag) => (
      <Badge key={tag.id} variant="default" size="sm" tt="none" title={tag.name}>
        {shorten(tag.name)}
      </Badge>
    )),
  ].filter(Boolean);
  if (labels.length === 0) return null;
  return (
    <Group gap={6} mt={4} wrap="wrap">
      {labels}
    </Group>
  );
}

/** The names of the assignees, or that nobody is. */
export function AssigneeText({ entry, actions }: { entry: TaskPageEntry; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const { assignee } = entry.task;
  if (assignee.length === 0) {
    return (
      <Text size="sm" c="dimmed" span>
        {t('member.nobody')}
      </Text>
    );
  }
  const names = assignee.map((id) => actions.lookups.memberName(id) ?? t('member.unknown'));
  return (
    <Text size="sm" span title={names.join(', ')}>
      {names.map((name) => shorten(name)).join(t('list.separator'))}
    </Text>
  );
}

/** The project's name; tasks outside any project say so. */
export function ProjectText({ entry, actions }: { entry: TaskPageEntry; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const id = entry.task.idProject;
  if (id === null) {
    return (
      <Text size="sm" c="dimmed" span>
        {t('field.noProject')}
      </Text>
    );
  }
  const name = actions.lookups.projectName(id) ?? t('project.hidden');
  return (
    <Text size="sm" span title={name}>
      {shorten(name)}
    </Text>
  );
}
