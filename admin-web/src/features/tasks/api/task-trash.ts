import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type CacheSnapshot, changeTasks, restoreSnapshot } from '@/features/tasks/api/task-cache';
import { taskPath } from '@/features/tasks/api/task-mutations';
import { taskQueries } from '@/features/tasks/api/task-queries';
import { apiClient } from '@/lib/api-client';
import { catalogQueries } from '@/lib/catalog-queries';
import type { Task } from '@/lib/wire';

const silent = { presentErrors: false } as const;

/** One task by its own route, several by the all-or-nothing bulk route. */
function softDelete(ids: readonly string[]): Promise<Task | Task[]> {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    return apiClient.delete<Task>(`${taskPath(only)}/pseudo`);
  }
  return apiClient.request<Task[]>('DELETE', '/v1/tasks/tasks/pseudo', { body: { idTasks: ids } });
}

function restore(ids: readonly string[]): Promise<Task | Task[]> {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    return apiClient.patch<Task>(`${taskPath(only)}/deleted`);
  }
  return apiClient.patch<Task[]>('/v1/tasks/tasks/restore', { idTasks: ids });
}

/**
 * Moving between the live list and the deleted one changes both, and the catalogue. Not awaited
 * by the mutations: the notice (with its Undo) comes at once, the lists catch up behind it.
 */
function useInvalidateBoth(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: taskQueries.pagesKey(workspaceId, 'live') }),
      queryClient.invalidateQueries({ queryKey: taskQueries.pagesKey(workspaceId, 'deleted') }),
      queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
    ]);
  };
}

/**
 * Soft-deletes tasks (DELETE .../pseudo): they leave the list at once and come back if the API
 * refuses. The caller offers the undo.
 */
export function useDeleteTasks(workspaceId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBoth(workspaceId);
  return useMutation<Task | Task[], Error, readonly string[], CacheSnapshot>({
    mutationFn: softDelete,
    onMutate: (ids) =>
      changeTasks(queryClient, taskQueries.pagesKey(workspaceId, 'live'), ids, () => null),
    onError: (_error, _ids, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
    },
    onSettled: invalidate,
    meta: silent,
  });
}

/** Restores soft-deleted tasks (the undo, and the deleted view's "Restore"). */
export function useRestoreTasks(workspaceId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBoth(workspaceId);
  return useMutation<Task | Task[], Error, readonly string[], CacheSnapshot>({
    mutationFn: restore,
    onMutate: (ids) =>
      changeTasks(queryClient, taskQueries.pagesKey(workspaceId, 'deleted'), ids, () => null),
    onError: (_error, _ids, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
    },
    onSettled: invalidate,
    meta: silent,
  });
}

/**
 * Deletes a task for good (DELETE /v1/tasks/{id}). The API refuses with 412
 * tasks.messages.contains_timestamps while recorded time refers to it.
 */
export function useDeleteTaskForever(workspaceId: string) {
  const invalidate = useInvalidateBoth(workspaceId);
  return useMutation<Task, Error, string>({
    mutationFn: (id) => apiClient.delete<Task>(taskPath(id)),
    onSettled: invalidate,
    meta: silent,
  });
}
