import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reportWeekStartQuery } from '@/components/period-picker';
import {
  memberSchedulePath,
  scheduleQueries,
  WORKSPACE_SCHEDULE_PATH,
} from '@/features/work-schedules/api/schedule-queries';
import type {
  MemberScheduleView,
  UpdateMemberScheduleBody,
  UpdateWorkspaceScheduleBody,
  WorkspaceScheduleView,
} from '@/features/work-schedules/types';
import { apiClient } from '@/lib/api-client';

// Each form shows its refusal under its own save button, so the app-wide notice stays silent.
const silent = { presentErrors: false } as const;

function useInvalidateSchedules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleQueries.all() });
}

/** PUT /v1/workspaces/schedule: a new version from its date (the same date replaces that one). */
export function useSaveWorkspaceSchedule(idWorkspace: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (body: UpdateWorkspaceScheduleBody) =>
      apiClient.put<WorkspaceScheduleView>(WORKSPACE_SCHEDULE_PATH, body),
    // The reports' period pickers keep the week start too: a saved one reaches them.
    onSettled: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: reportWeekStartQuery(idWorkspace).queryKey }),
      ]),
    meta: silent,
  });
}

/** PUT /v1/workspaces/members/{id}/schedule: the member's own week from its date. */
export function useSaveMemberSchedule(idUser: string) {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (body: UpdateMemberScheduleBody) =>
      apiClient.put<MemberScheduleView>(memberSchedulePath(idUser), body),
    onSettled: invalidate,
    meta: silent,
  });
}

/** DELETE /v1/workspaces/members/{id}/schedule: from today the member follows the workspace's. */
export function useResetMemberSchedule(idUser: string) {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: () => apiClient.delete<MemberScheduleView>(memberSchedulePath(idUser)),
    onSettled: invalidate,
    meta: silent,
  });
}
