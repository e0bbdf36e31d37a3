import { queryOptions } from '@tanstack/react-query';

import type { MemberScheduleView, WorkspaceScheduleView } from '@/features/work-schedules/types';
import { apiClient } from '@/lib/api-client';
import type { Member } from '@/lib/wire';

export const WORKSPACE_SCHEDULE_PATH = '/v1/workspaces/schedule';

export const memberSchedulePath = (idUser: string) =>
  `/v1/workspaces/members/${encodeURIComponent(idUser)}/schedule`;

/**
 * The schedule editor's reads, keyed by workspace so a switch never shows another workspace's
 * hours; every save invalidates `all()` (a member's override shows in the workspace's list too).
 */
export const scheduleQueries = {
  all: () => ['work-schedules'] as const,
  /** GET /v1/workspaces/schedule: the schedule in force, its versions and members' overrides. */
  workspace: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'workspace', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<WorkspaceScheduleView>(WORKSPACE_SCHEDULE_PATH, { signal }),
      // The section shows its own failure with a retry button.
      meta: { presentErrors: false },
    }),
  /** GET /v1/workspaces/members/{id}/schedule: the week in force for one member. */
  member: (idWorkspace: string, idUser: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'member', idWorkspace, idUser] as const,
      queryFn: ({ signal }) =>
        apiClient.get<MemberScheduleView>(memberSchedulePath(idUser), { signal }),
      meta: { presentErrors: false },
    }),
  /** GET /v1/workspaces/{id}/members: who an override can be given to. */
  members: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'members', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Member[]>(`/v1/workspaces/${encodeURIComponent(idWorkspace)}/members`, {
          signal,
        }),
      meta: { presentErrors: false },
    }),
};
