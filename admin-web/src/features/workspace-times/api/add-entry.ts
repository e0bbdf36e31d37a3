import type {
  AddActivityRequest,
  AddBreakRequest,
  AddWorkspaceTimeRequest,
  UnixSeconds,
} from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ActivityDetailsBody } from '@/lib/activity-details';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import { invalidateRecordedTime } from '@/lib/workspace-time-queries';

/** A past, closed entry to add directly. */
export type AddEntryInput =
  | { kind: 'workspace_time'; start: UnixSeconds; end: UnixSeconds; idUser?: string | undefined }
  | { kind: 'break'; idWorkspaceTime: string; start: UnixSeconds; end: UnixSeconds }
  | { kind: 'activity'; start: UnixSeconds; end: UnixSeconds; details: ActivityDetailsBody };

function addEntry(input: AddEntryInput): Promise<unknown> {
  switch (input.kind) {
    case 'workspace_time': {
      // Another member's (a manager adding it) names them; the caller's own names nobody.
      const body: CamelCaseKeys<AddWorkspaceTimeRequest> = {
        start: input.start,
        end: input.end,
        ...(input.idUser === undefined ? {} : { idUser: input.idUser }),
      };
      return apiClient.put('/v1/workspaces/timestamps', body);
    }
    case 'break': {
      const body: CamelCaseKeys<AddBreakRequest> = {
        idWorkspaceTime: input.idWorkspaceTime,
        start: input.start,
        end: input.end,
      };
      return apiClient.post('/v1/workspaces/timestamps/break/new', body);
    }
    case 'activity': {
      const body: CamelCaseKeys<AddActivityRequest> = {
        ...input.details,
        start: input.start,
        end: input.end,
      };
      return apiClient.post('/v1/activities', body);
    }
  }
}

/**
 * PUT /v1/workspaces/timestamps, POST /v1/workspaces/timestamps/break/new or POST
 * /v1/activities. The form shows a refusal itself (an overlap, a locked workspace), so no notice.
 */
export function useAddEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEntry,
    onSuccess: () => invalidateRecordedTime(queryClient),
    meta: { presentErrors: false },
  });
}
