import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { Kiosk } from '@/lib/wire';

/** The kiosk fleet of the active workspace (managers only: MANAGE_WORKSPACE_SETTINGS). */
export const kioskQueries = {
  all: () => ['kiosks'] as const,
  /** Keyed by workspace: switching workspaces must never show the old one's devices. */
  list: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...kioskQueries.all(), 'list', idWorkspace] as const,
      queryFn: ({ signal }) => apiClient.get<Kiosk[]>('/v1/kiosks', { signal }),
      // The list shows its own failure with a retry button.
      meta: { presentErrors: false },
    }),
};
