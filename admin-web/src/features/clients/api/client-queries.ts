import type * as wire from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { Project } from '@/lib/wire';

/** A client of the workspace as the clients routes answer it. */
export type Client = CamelCaseKeys<wire.Client>;

/**
 * The clients page's reads. Keys carry the workspace id, so switching workspace never shows the
 * old one's clients; a change to a client invalidates `all()`.
 */
export const clientQueries = {
  all: () => ['clients'] as const,
  /** GET /v1/clients: live clients by name; `includeDeleted` adds the deleted ones. */
  list: (workspaceId: string, includeDeleted: boolean) =>
    queryOptions({
      queryKey: [...clientQueries.all(), 'list', workspaceId, { includeDeleted }] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Client[]>('/v1/clients', {
          query: includeDeleted ? { include_deleted: true } : {},
          signal,
        }),
      // The page shows the failure itself, with a retry.
      meta: { presentErrors: false },
    }),
  /**
   * GET /v1/projects?archived=true: a client may still be on finished projects, and its row says
   * so. The active ones come from the shared catalogue (lib/catalog-queries).
   */
  archivedProjects: (workspaceId: string) =>
    queryOptions({
      queryKey: [...clientQueries.all(), 'archived-projects', workspaceId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Project[]>('/v1/projects', { query: { archived: true }, signal }),
    }),
};
