import { useMutation, useQueryClient } from '@tanstack/react-query';

import { permissionQueries } from '@/features/permissions/api/permission-queries';
import {
  type Catalogue,
  type Cell,
  cellsOf,
  type Grant,
  grantsOf,
  withCell,
} from '@/features/permissions/utils/permission-grid';
import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';

/** PATCH /v1/workspaces/permissions: replaces the active workspace's whole map. */
const replace = (grants: Grant[]) =>
  apiClient.patch<Grant[]>('/v1/workspaces/permissions', {
    permissions: grants.map(({ idPermission, memberRole }) => ({ idPermission, memberRole })),
  });

function useGrantsCache(idWorkspace: string) {
  const queryClient = useQueryClient();
  const key = permissionQueries.grants(idWorkspace).queryKey;
  return {
    queryClient,
    key,
    read: () => queryClient.getQueryData(key) ?? [],
    write: (grants: Grant[]) => queryClient.setQueryData(key, grants),
    /** The account carries the map too: what the caller may do follows it. */
    settle: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey });
    },
  };
}

export interface CellChange {
  cell: Cell;
  granted: boolean;
}

/**
 * Grants or withdraws one cell at once: the page shows it before the API answers, the whole map
 * as shown is sent (so cells flipped in quick succession all land), and a refusal puts back only
 * this cell. The page tells the refusal itself.
 */
export function useToggleCell(idWorkspace: string, catalogue: Catalogue) {
  const cache = useGrantsCache(idWorkspace);
  return useMutation({
    onMutate: async ({ cell, granted }: CellChange) => {
      await cache.queryClient.cancelQueries({ queryKey: cache.key });
      cache.write(grantsOf(withCell(cellsOf(cache.read()), cell, granted), catalogue));
    },
    mutationFn: () => replace(cache.read()),
    onError: (_error, { cell, granted }) => {
      cache.write(grantsOf(withCell(cellsOf(cache.read()), cell, !granted), catalogue));
    },
    onSettled: cache.settle,
    meta: { presentErrors: false },
  });
}

/** Replaces the map by `cells` (the defaults), showing the API's answer. */
export function useReplaceCells(idWorkspace: string, catalogue: Catalogue) {
  const cache = useGrantsCache(idWorkspace);
  return useMutation({
    mutationFn: (cells: ReadonlySet<Cell>) => replace(grantsOf(cells, catalogue)),
    onSuccess: cache.write,
    onSettled: cache.settle,
    // The dialog shows a refusal itself.
    meta: { presentErrors: false },
  });
}
