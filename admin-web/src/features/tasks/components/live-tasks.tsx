import { Button, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { entriesOf, taskQueries, type TaskPages, totalOf } from '@/features/tasks/api/task-queries';
import { BulkBar } from '@/features/tasks/components/bulk-bar';
import { PagingFooter } from '@/features/tasks/components/paging-footer';
import { TaskBoard } from '@/features/tasks/components/task-board';
import { TaskFiltersBar } from '@/features/tasks/components/task-filters-bar';
import { TaskList } from '@/features/tasks/components/task-list';
import { LoadFailed, LoadingTasks, NoTasks } from '@/features/tasks/components/task-states';
import type { PageChanges } from '@/features/tasks/components/tasks-page';
import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import { useGroupLabel } from '@/features/tasks/hooks/use-group-label';
import {
  matchesFilters,
  noFilters,
  type TasksPageState,
} from '@/features/tasks/utils/task-filters';
import { groupTasks } from '@/features/tasks/utils/task-grouping';
import { notify } from '@/lib/notify';

interface LiveTasksProps {
  workspaceId: string;
  state: TasksPageState;
  onChange: (changes: PageChanges) => void;
  actions: TaskActions;
}

/** The list or the board of the live tasks, with the filters, the selection and paging. */
export function LiveTasks({ workspaceId, state, onChange, actions }: LiveTasksProps) {
  const { t } = useTranslation('tasks');
  const pages = useInfiniteQuery(taskQueries.pages(workspaceId, 'live'));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const groupLabel = useGroupLabel(state.group, actions);
  const entries = entriesOf(pages.data);
  useOpenLinkedTask(state.task, pages, actions, onChange);

  if (pages.isError && pages.data === undefined) {
    return <LoadFailed error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (pages.data === undefined) return <LoadingTasks />;

  const board = state.view === 'board';
  // The board's columns are the statuses: filtering one out would only empty a column.
  const filters = board ? { ...state.filters, status: null } : state.filters;
  const visible = entries.filter((entry) => matchesFilters(entry, filters, actions.now));
  const chosen = visible.filter((entry) => selected.has(entry.task.id)).map((entry) => entry.task);

  const select = (ids: readonly string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  let body;
  if (board) {
    // An empty board still shows its columns, each with its own "add" button.
    body = <TaskBoard entries={visible} actions={actions} canCreate />;
  } else if (entries.length === 0) {
    body = (
      <NoTasks
        message={t('state.none')}
        action={
          <Button
            variant="light"
            onClick={() => {
              actions.create();
            }}
          >
            {t('actions.new')}
          </Button>
        }
      />
    );
  } else if (visible.length === 0) {
    body = (
      <NoTasks
        message={t('state.noMatch')}
        action={
          <Button
            variant="light"
            onClick={() => {
              onChange({ filters: noFilters });
            }}
          >
            {t('filter.clear')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <TaskList
        groups={groupTasks(visible, state.group, actions.now, groupLabel)}
        groupLabel={state.group === 'none' ? null : groupLabel}
        actions={actions}
        selected={selected}
        onSelect={select}
      />
    );
  }

  return (
    <Stack gap="md">
      <TaskFiltersBar
        filters={state.filters}
        onFilters={(changes) => {
          onChange({ filters: changes });
        }}
        group={board ? null : state.group}
        onGroup={(group) => {
          onChange({ group });
        }}
        lookups={actions.lookups}
        idUser={actions.viewer.idUser}
      />
      {visible.length !== entries.length && entries.length > 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('state.showing', { shown: visible.length, loaded: entries.length })}
        </Text>
      )}
      {!board && (
        <BulkBar
          count={chosen.length}
          onDelete={() => {
            actions.remove(chosen);
            const removed = new Set(chosen.map((task) => task.id));
            setSelected((current) => new Set([...current].filter((id) => !removed.has(id))));
          }}
          onClear={() => {
            setSelected(new Set());
          }}
        />
      )}
      {body}
      <PagingFooter
        loaded={entries.length}
        total={totalOf(pages.data)}
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
      />
    </Stack>
  );
}

/** What the linked task needs of the pages query. */
interface LinkedPages {
  data: TaskPages | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Opens the task a link names (`/tasks?task=<id>`, where search results point): once it is among
 * the loaded pages, asking for more until it is; a task that is not there is said so.
 */
function useOpenLinkedTask(
  idTask: string | null,
  pages: LinkedPages,
  actions: TaskActions,
  onChange: (changes: PageChanges) => void,
) {
  const { t } = useTranslation('tasks');
  const opened = useRef<string | null>(null);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const { open } = actions;
  useEffect(() => {
    if (idTask === null || data === undefined || opened.current === idTask) return;
    const found = entriesOf(data).find((entry) => entry.task.id === idTask);
    if (found !== undefined) {
      opened.current = idTask;
      open(found.task);
    } else if (hasNextPage) {
      if (!isFetchingNextPage) void fetchNextPage();
    } else {
      opened.current = idTask;
      notify({ tone: 'error', message: t('notice.linkedMissing') });
      onChange({ task: null });
    }
  }, [idTask, data, hasNextPage, isFetchingNextPage, fetchNextPage, open, onChange, t]);
}
