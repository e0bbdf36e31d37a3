import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import type {
  Client,
  ProjectActivityPage,
  ProjectDetails,
  ProjectMember,
  ProjectTotal,
} from '@/features/projects/types';
import type { TimeWindow } from '@/lib/dates';
import { apiClient } from '@/lib/api-client';
import type { Project } from '@/lib/wire';

export const projectPath = (id: string) => `/v1/projects/${encodeURIComponent(id)}`;

/**
 * The projects pages' reads. Lists carry the workspace id, so a switch never shows another
 * workspace's projects; every change invalidates `all()`.
 */
export const projectQueries = {
  all: () => ['projects'] as const,
  /** GET /v1/projects: the active or the archived projects the caller may see, by name. */
  list: (idWorkspace: string, archived: boolean) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'list', idWorkspace, { archived }] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Project[]>('/v1/projects', { query: { archived }, signal }),
      // The page shows its own failure with a retry button.
      meta: { presentErrors: false },
    }),
  /**
   * The ids of the projects the caller is a member of (`mine=true`): the list has no membership
   * flag, and joining or leaving depends on it.
   */
  mine: (idWorkspace: string, archived: boolean) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'mine', idWorkspace, { archived }] as const,
      queryFn: async ({ signal }) => {
        const mine = await apiClient.get<Project[]>('/v1/projects', {
          query: { archived, mine: true },
          signal,
        });
        return new Set(mine.map((project) => project.id));
      },
      meta: { presentErrors: false },
    }),
  /** GET /v1/projects/{id}: one project with its task count (archived ones too). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiClient.get<ProjectDetails>(projectPath(id), { signal }),
      meta: { presentErrors: false },
    }),
  /** GET /v1/projects/{id}/members: by name, rates where the caller may read them. */
  members: (id: string) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'members', id] as const,
      queryFn: ({ signal }) =>
        apiClient.get<ProjectMember[]>(`${projectPath(id)}/members`, { signal }),
      meta: { presentErrors: false },
    }),
  /** GET /v1/projects/{id}/total: time and cost per member and per task in the window. */
  total: (id: string, window: TimeWindow) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'total', id, window] as const,
      queryFn: ({ signal }) =>
        apiClient.get<ProjectTotal>(`${projectPath(id)}/total`, {
          query: { start: window.start, end: window.end },
          signal,
        }),
      meta: { presentErrors: false },
    }),
  /** GET /v1/projects/{id}/activities: newest first, a page of 100 at a time. */
  activities: (id: string, window: TimeWindow, idUser: string | null) =>
    infiniteQueryOptions({
      queryKey: [...projectQueries.all(), 'activities', id, window, { idUser }] as const,
      queryFn: ({ signal, pageParam }) =>
        apiClient.get<ProjectActivityPage>(`${projectPath(id)}/activities`, {
          query: {
            start: window.start,
            end: window.end,
            id_user: idUser ?? undefined,
            before: pageParam ?? undefined,
          },
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextBefore,
      meta: { presentErrors: false },
    }),
  /** GET /v1/clients: the workspace's live clients, to attach to a project. */
  clients: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'clients', idWorkspace] as const,
      queryFn: ({ signal }) => apiClient.get<Client[]>('/v1/clients', { signal }),
      meta: { presentErrors: false },
    }),
};
