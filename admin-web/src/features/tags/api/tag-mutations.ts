import { useMutation, useQueryClient } from '@tanstack/react-query';

import { tagQueries } from '@/features/tags/api/tag-queries';
import { apiClient } from '@/lib/api-client';
import { catalogQueries } from '@/lib/catalog-queries';
import type { Tag } from '@/lib/wire';

const tagPath = (id: string) => `/v1/tags/${encodeURIComponent(id)}`;

/** Activity and task forms pick tags from the shared catalogue, so both lists are refreshed. */
function useInvalidateTags() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagQueries.all() }),
      queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
    ]);
}

/** POST /v1/tags. The dialog shows a refusal (an empty or taken name) beside the name. */
export function useCreateTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (name: string) => apiClient.post<Tag>('/v1/tags', { name }),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

/** PATCH /v1/tags/{id}. The dialog shows a refusal beside the name. */
export function useRenameTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiClient.patch<Tag>(tagPath(id), { name }),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

/** DELETE /v1/tags/{id}/pseudo: a soft delete, undone by `useRestoreTag`. */
export function useDeleteTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<Tag>(`${tagPath(id)}/pseudo`),
    onSettled: invalidate,
  });
}

/** PATCH /v1/tags/{id}/restore: refused (tag_conflict) while a live tag has its name. */
export function useRestoreTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (id: string) => apiClient.patch<Tag>(`${tagPath(id)}/restore`),
    onSettled: invalidate,
  });
}
