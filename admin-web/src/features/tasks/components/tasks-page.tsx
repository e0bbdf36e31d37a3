import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { DeletedTasks } from '@/features/tasks/components/deleted-tasks';
import { LiveTasks } from '@/features/tasks/components/live-tasks';
import { PlusIcon } from '@/features/tasks/components/task-icons';
import { useTaskActions } from '@/features/tasks/hooks/use-task-actions';
import { useTaskLookups } from '@/features/tasks/hooks/use-task-lookups';
import {
  pageStateFromSearch,
  searchWith,
  TASK_VIEWS,
  type TaskView,
  type TasksPageState,
} from '@/features/tasks/utils/task-filters';
import { taskViewerOf } from '@/features/tasks/utils/task-rights';
import { useNow } from '@/hooks/use-now';
import type { Workspace } from '@/lib/wire';

export type PageChanges = Parameters<typeof searchWith>[1];

interface TasksPageProps {
  workspace: Workspace;
  idUser: string;
}

/**
 * /tasks: the workspace's tasks as a list (grouped and filtered) or a board by status, and the
 * deleted ones to restore. What is shown lives in the address.
 */
export function TasksPage({ workspace, idUser }: TasksPageProps) {
  const { t } = useTranslation('tasks');
  const [search, setSearch] = useSearchParams();
  const state: TasksPageState = pageStateFromSearch(search);
  const now = useNow(false);
  const viewer = useMemo(() => taskViewerOf(workspace, idUser), [workspace, idUser]);
  const lookups = useTaskLookups(workspace.id);

  const update = (changes: PageChanges) => {
    setSearch((current) => searchWith(current, changes), { replace: true });
  };
  const { actions, dialogs } = useTaskActions({
    workspaceId: workspace.id,
    viewer,
    lookups,
    now,
    onFormClose: () => {
      // A task opened from a link (`?task=`) is forgotten once closed, so a reload does not reopen it.
      setSearch((current) => searchWith(current, { task: null }), { replace: true });
    },
  });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h2">
            {t('title.page')}
          </Title>
          {state.view !== 'deleted' && (
            <Button
              leftSection={<PlusIcon size={16} />}
              onClick={() => {
                actions.create();
              }}
            >
              {t('actions.new')}
            </Button>
          )}
        </Group>
        <Text c="dimmed" size="sm" maw={680}>
          {t('page.lead')}
        </Text>
        {!viewer.canManage && (
          <Text size="sm" maw={680}>
            {t('page.personalOnly')}
          </Text>
        )}
      </Stack>
      <SegmentedControl
        aria-label={t('view.label')}
        value={state.view}
        data={TASK_VIEWS.map((view) => ({ value: view, label: t(`view.${view}`) }))}
        style={{ alignSelf: 'flex-start' }}
        onChange={(value) => {
          const view = TASK_VIEWS.find((known) => known === value);
          if (view !== undefined) update({ view: view satisfies TaskView });
        }}
      />
      {state.view === 'deleted' ? (
        <DeletedTasks workspaceId={workspace.id} actions={actions} />
      ) : (
        <LiveTasks
          // A new view starts with nothing selected.
          key={state.view}
          workspaceId={workspace.id}
          state={state}
          onChange={update}
          actions={actions}
        />
      )}
      {dialogs}
    </Stack>
  );
}
