import type { TaskStatus } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import {
  type CacheSnapshot,
  changeTasks,
  restoreSnapshot,
  withTask,
} from '@/features/tasks/api/task-cache';
import { taskQueries } from '@/features/tasks/api/task-queries';
import type { CreateTaskRequest, UpdateTaskRequest } from '@/features/tasks/types';
import { apiClient } from '@/lib/api-client';
import { catalogQueries } from '@/lib/catalog-queries';
import { notify } from '@/lib/notify';
import { nowSeconds } from '@/lib/now';
import type { Task } from '@/lib/wire';

export const taskPath = (id: string) => `/v1/tasks/${encodeURIComponent(id)}`;

/** The screens show refusals themselves (in the form, or as a "back as it was" notice). */
const silent = { presentErrors: false } as const;

/** A one-click change to a task, shown at once and taken back if the API refuses it. */
export type QuickChange =
  | { kind: 'status'; status: TaskStatus }
  | { kind: 'favorite'; value: boolean }
  | { kind: 'archive'; value: boolean }
  | { kind: 'project'; idProject: string | null };

function sendQuickChange(task: Task, change: QuickChange): Promise<Task> {
  switch (change.kind) {
    case 'status':
      return apiClient.patch<Task>(`${taskPath(task.id)}/status`, { status: change.status });
    case 'favorite':
      return apiClient.patch<Task>(taskPath(task.id), { isFavorite: change.value });
    case 'archive':
      return change.value
        ? apiClient.patch<Task>(`${taskPath(task.id)}/is-archived`)
        : apiClient.delete<Task>(`${taskPath(task.id)}/is-archived`);
    case 'project':
      return apiClient.patch<Task>(taskPath(task.id), {
        idProject: change.idProject,
        updatedAt: task.updatedAt,
      } satisfies UpdateTaskRequest);
  }
}

function changedFields(change: QuickChange): Partial<Task> {
  switch (change.kind) {
    case 'status':
      return { status: change.status };
    case 'favorite':
      return { isFavorite: change.value };
    case 'archive':
      return { archivedAt: change.value ? nowSeconds() : null };
    case 'project':
      return { idProject: change.idProject };
  }
}

/** What a change to tasks makes stale: the pages here and the catalogue other screens pick from. */
function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskQueries.all() }),
      queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
    ]);
}

/**
 * Status, favourite, archive and project changes: the task changes on screen at once; a refusal
 * puts it back as it was (spec section 4: "when a task update fails, the client returns to the
 * prior task") and says why.
 */
export function useQuickChange(workspaceId: string) {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return useMutation<Task, Error, { task: Task; change: QuickChange }, CacheSnapshot>({
    mutationFn: ({ task, change }) => sendQuickChange(task, change),
    onMutate: ({ task, change }) =>
      changeTasks(queryClient, taskQueries.pagesKey(workspaceId, 'live'), [task.id], (entry) =>
        withTask(entry, changedFields(change)),
      ),
    onError: (error, _variables, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
      notify({
        tone: 'error',
        title: t('notice.rolledBack'),
        message: <ApiErrorText error={error} />,
      });
    },
    onSettled: invalidate,
    meta: silent,
  });
}

export interface SaveTask {
  /** The task edited; absent for a new one. */
  task?: Task;
  create?: CreateTaskRequest;
  update?: UpdateTaskRequest;
  /** A new task's note: the create route takes none, so it follows in a second call. */
  note?: string;
}

export interface SavedTask {
  task: Task;
  /** A new task was created but its note was refused (the task stays; the note can be added). */
  noteError?: unknown;
}

/**
 * Saves the task form. It waits for the API: a refusal stays in the open form with what was
 * typed, and the list keeps the task as it was.
 */
export function useSaveTask() {
  const invalidate = useInvalidateTasks();
  return useMutation<SavedTask, Error, SaveTask>({
    mutationFn: async ({ task, create, update, note }) => {
      if (task !== undefined) {
        return { task: await apiClient.patch<Task>(taskPath(task.id), update ?? {}) };
      }
      const created = await apiClient.post<Task>('/v1/tasks', create);
      if (note === undefined || note === '') return { task: created };
      try {
        const body: UpdateTaskRequest = { note, updatedAt: created.updatedAt };
        return { task: await apiClient.patch<Task>(taskPath(created.id), body) };
      } catch (noteError) {
        // The task exists now: failing the whole save would invite a second, duplicate one.
        return { task: created, noteError };
      }
    },
    // Not awaited: the form closes and says so at once; the lists catch up behind it.
    onSettled: () => {
      void invalidate();
    },
    meta: silent,
  });
}
