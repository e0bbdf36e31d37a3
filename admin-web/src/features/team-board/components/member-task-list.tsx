import { Alert, Badge, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { TaskStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/use-locale';
import { catalogQueries } from '@/lib/catalog-queries';
import { formatDate } from '@/lib/dates';
import type { Task } from '@/lib/wire';

const statusColor = {
  [TaskStatus.Todo]: 'gray',
  [TaskStatus.InProgress]: 'blue',
  [TaskStatus.Done]: 'green',
} as const;

/** Open tasks first (soonest due first, undated last), done ones at the end. */
function byUrgency(a: Task, b: Task): number {
  const done = (task: Task) => (task.status === TaskStatus.Done ? 1 : 0);
  const due = (task: Task) => task.dueAt ?? Number.MAX_SAFE_INTEGER;
  return done(a) - done(b) || due(a) - due(b) || b.priority - a.priority;
}

/**
 * The tasks assigned to a member, as far as the caller may see them (GET
 * /v1/tasks/workspace/{id}: personal tasks of others stay hidden), read-only.
 */
export function MemberTaskList({
  workspaceId,
  idMember,
}: {
  workspaceId: string;
  idMember: string;
}) {
  const { t } = useTranslation('memberTime');
  const locale = useLocale();
  const tasks = useQuery(catalogQueries.tasks(workspaceId));
  const projects = useQuery(catalogQueries.projects(workspaceId));

  if (tasks.isError) {
    return (
      <Alert color="red" variant="light" title={t('tasks.errorTitle')}>
        {t('tasks.errorBody')}
      </Alert>
    );
  }
  if (tasks.data === undefined) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('tasks.loading')}</Text>
      </Group>
    );
  }
  // Archived tasks are no longer anyone's work.
  const assigned = tasks.data
    .filter((task) => task.assignee.includes(idMember) && task.archivedAt === null)
    .sort(byUrgency);
  if (assigned.length === 0) {
    return <Text c="dimmed">{t('tasks.empty')}</Text>;
  }
  const projectName = (id: string | null) =>
    id === null ? null : (projects.data?.find((project) => project.id === id)?.name ?? null);

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('tasks.column.task')}</Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                {t('tasks.column.project')}
              </Table.Th>
              <Table.Th scope="col">{t('tasks.column.status')}</Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                {t('tasks.column.priority')}
              </Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                {t('tasks.column.due')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assigned.map((task) => (
              <Table.Tr key={task.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text fw={600} size="sm">
                      {task.name}
                    </Text>
                    {task.categoryName !== null && (
                      <Text size="xs" c="dimmed">
                        {task.categoryName}
                      </Text>
                    )}
                    {/* Phones have no room for the columns: project and due date, under the name. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {[
                        projectName(task.idProject) ?? t('tasks.noProject'),
                        task.dueAt === null ? null : formatDate(task.dueAt, locale, 'date'),
                      ]
                        .filter((part) => part !== null)
                        .join(' · ')}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  {projectName(task.idProject) ?? t('tasks.noProject')}
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColor[task.status]} variant="light" tt="none">
                    {t(`tasks.status.${task.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="sm">{t(`tasks.priority.${task.priority}`)}</Table.Td>
                <Table.Td visibleFrom="sm">
                  {task.dueAt === null ? '—' : formatDate(task.dueAt, locale, 'date')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
