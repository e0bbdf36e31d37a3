import { Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import { taskQueries, entriesOf, totalOf } from '@/features/tasks/api/task-queries';
import { useRestoreTasks } from '@/features/tasks/api/task-trash';
import { DeleteForeverDialog } from '@/features/tasks/components/delete-forever-dialog';
import { PagingFooter } from '@/features/tasks/components/paging-footer';
import { ProjectText } from '@/features/tasks/components/task-details';
import { LoadFailed, LoadingTasks } from '@/features/tasks/components/task-states';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import type { Task } from '@/lib/wire';

/** The deleted view: restore tasks (one or many), or delete one for good. */
export function DeletedTasks({
  workspaceId,
  actions,
}: {
  workspaceId: string;
  actions: TaskActions;
}) {
  const { t } = useTranslation('tasks');
  const locale = useLocale();
  const pages = useInfiniteQuery(taskQueries.pages(workspaceId, 'deleted'));
  const restore = useRestoreTasks(workspaceId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [forever, setForever] = useState<Task | null>(null);

  if (pages.isError && pages.data === undefined) {
    return <LoadFailed error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (pages.data === undefined) return <LoadingTasks />;
  const entries = entriesOf(pages.data).filter((entry) => actions.rights(entry.task).edit);
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('deleted.empty')}
      </Text>
    );
  }
  const chosen = entries.filter((entry) => selected.has(entry.task.id)).map((e) => e.task.id);

  const restoreIds = (ids: readonly string[]) => {
    restore.mutate(ids, {
      onSuccess: () => {
        setSelected(new Set());
        notify({ tone: 'success', message: t('notice.restored', { count: ids.length }) });
      },
      onError: (error) => {
        notify({
          tone: 'error',
          title: t('notice.notRestored'),
          message: <ApiErrorText error={error} />,
        });
      },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('deleted.lead')}
      </Text>
      {chosen.length > 0 && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          role="region"
          aria-label={t('bulk.selected', { count: chosen.length })}
        >
          <Group gap="xs">
            <Text size="sm" fw={600} role="status">
              {t('bulk.selected', { count: chosen.length })}
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={restore.isPending}
              onClick={() => {
                restoreIds(chosen);
              }}
            >
              {t('deleted.restoreSelected')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setSelected(new Set());
              }}
            >
              {t('bulk.clear')}
            </Button>
          </Group>
        </Paper>
      )}
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="sm" aria-label={t('view.deleted')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('select.all', { name: t('view.deleted') })}
                    checked={chosen.length === entries.length}
                    indeterminate={chosen.length > 0 && chosen.length < entries.length}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setSelected(new Set(on ? entries.map((entry) => entry.task.id) : []));
                    }}
                  />
                </Table.Th>
                <Table.Th scope="col">{t('column.task')}</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('field.project')}
                </Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('column.deletedAt')}
                </Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{t('column.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => {
                const { task } = entry;
                return (
                  <Table.Tr key={task.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('select.one', { name: task.name })}
                        checked={selected.has(task.id)}
                        onChange={(event) => {
                          const next = new Set(selected);
                          if (event.currentTarget.checked) next.add(task.id);
                          else next.delete(task.id);
                          setSelected(next);
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                        {task.name}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <ProjectText entry={entry} actions={actions} />
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">
                        {task.deletedAt === null
                          ? ''
                          : formatDate(task.deletedAt, locale, 'dateTime')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="wrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={t('deleted.restoreOne', { name: task.name })}
                          onClick={() => {
                            restoreIds([task.id]);
                          }}
                        >
                          {t('deleted.restore')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={t('deleted.foreverOne', { name: task.name })}
                          onClick={() => {
                            setForever(task);
                          }}
                        >
                          {t('deleted.forever')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <PagingFooter
        loaded={entriesOf(pages.data).length}
        total={totalOf(pages.data)}
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
      />
      <DeleteForeverDialog
        workspaceId={workspaceId}
        task={forever}
        onClose={() => {
          setForever(null);
        }}
      />
    </Stack>
  );
}
