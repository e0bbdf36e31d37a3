import type { CreateCategoryRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { categoryQueries } from '@/features/categories/api/category-queries';
import { apiClient } from '@/lib/api-client';
import { catalogQueries } from '@/lib/catalog-queries';
import type { Category } from '@/lib/wire';

const enc = encodeURIComponent;

/** Tasks show their category and forms pick from the shared catalogue: both are refreshed. */
function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryQueries.all() }),
      queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
    ]);
}

export type CategoryFields = Required<CreateCategoryRequest>;

/** POST /v1/tasks/categories. The dialog shows a refusal itself. */
export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (fields: CategoryFields) =>
      apiClient.post<Category>('/v1/tasks/categories', fields),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

/** PATCH /v1/workspaces/categories/{id}. The dialog shows a refusal itself. */
export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, ...fields }: CategoryFields & { id: string }) =>
      apiClient.patch<Category>(`/v1/workspaces/categories/${enc(id)}`, fields),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

/**
 * DELETE /v1/workspaces/category/{id}/pseudo: refused with 412 category_in_use while tasks or
 * activities use it. The deletion flow tells every refusal itself (that one opens reassignment).
 */
export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete<Category>(`/v1/workspaces/category/${enc(id)}/pseudo`),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

export interface Reassignment {
  id: string;
  /** The live category that takes over its tasks and activities. */
  newIdCategory: string;
}

/** DELETE /v1/workspaces/categories/{id}/new/pseudo?new_id_category=: moves, then deletes. */
export function useDeleteAndReassignCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, newIdCategory }: Reassignment) =>
      apiClient.delete<Category>(`/v1/workspaces/categories/${enc(id)}/new/pseudo`, {
        query: { new_id_category: newIdCategory },
      }),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

export interface Restoration {
  id: string;
  /** Every task and activity of this live category moves to the restored one. */
  takeFrom?: string | null;
}

/**
 * PATCH /v1/workspaces/category/{id}/restore, or with `takeFrom`
 * PATCH /v1/workspaces/categories/{id}/restore {new_id_category}.
 */
export function useRestoreCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, takeFrom }: Restoration) =>
      takeFrom
        ? apiClient.patch<Category>(`/v1/workspaces/categories/${enc(id)}/restore`, {
            newIdCategory: takeFrom,
          })
        : apiClient.patch<Category>(`/v1/workspaces/category/${enc(id)}/restore`),
    onSettled: invalidate,
  });
}
