import type {
  EditBreakRequest,
  EditWorkspaceTimeRequest,
  UnixSeconds,
  UpdateActivityRequest,
} from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { segment } from '@/features/workspace-times/api/path-segment';
import type { ActivityDetailsBody } from '@/lib/activity-details';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import { invalidateRecordedTime } from '@/lib/workspace-time-queries';

/**
 * A change to an entry. A running workspace time or break takes only a new start (`end`
 * omitted); an activity changes only the parts sent.
 */
export type EditEntryInput =
  | { kind: 'workspace_time' | 'break'; id: string; start: UnixSeconds; end?: UnixSeconds }
  | {
      kind: 'activity';
      id: string;
      start?: UnixSeconds;
      end?: UnixSeconds;
      details?: ActivityDetailsBody;
    };

function editEntry(input: EditEntryInput): Promise<unknown> {
  if (input.kind === 'activity') {
    const body: CamelCaseKeys<UpdateActivityRequest> = {
      ...input.details,
      ...(input.start === undefined ? {} : { start: input.start }),
      ...(input.end === undefined ? {} : { end: input.end }),
    };
    return apiClient.patch(`/v1/activities/${segment(input.id)}`, body);
  }
  const body: CamelCaseKeys<EditWorkspaceTimeRequest | EditBreakRequest> = {
    start: input.start,
    ...(input.end === undefined ? {} : { end: input.end }),
  };
  return input.kind === 'workspace_time'
    ? apiClient.patch(`/v1/workspaces/timestamps/${segment(input.id)}`, body)
    : apiClient.patch(`/v1/workspaces/timestamps/break/${segment(input.id)}`, body);
}

/**
 * PATCH /v1/workspaces/timestamps/{id}, /v1/workspaces/timestamps/break/{id} or
 * /v1/activities/{id}. The form shows a refusal itself.
 */
export function useEditEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editEntry,
    onSuccess: () => invalidateRecordedTime(queryClient),
    meta: { presentErrors: false },
  });
}
