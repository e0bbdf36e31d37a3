import {
  RequestKind,
  type ReviewActivityRequest,
  type ReviewWorkspaceRequest,
} from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateAfterRequestChange } from '@/features/requests/api/invalidate-requests';
import { apiClient, ApiError } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { TimeRequest } from '@/lib/wire';

export interface ReviewDecision {
  request: Pick<TimeRequest, 'id' | 'kind'>;
  approved: boolean;
}

/** PATCH of the kind's review route: activities have their own, time and breaks share one. */
export function sendReview({ request, approved }: ReviewDecision): Promise<TimeRequest> {
  const id = encodeURIComponent(request.id);
  if (request.kind === RequestKind.Activity) {
    return apiClient.patch<TimeRequest>(`/v1/activities/requests/${id}`, {
      isApproved: approved,
    } satisfies CamelCaseKeys<ReviewActivityRequest>);
  }
  return apiClient.patch<TimeRequest>(`/v1/workspaces/requests/${id}`, {
    isApproved: approved,
    isWorkspaceTimeRequest: request.kind === RequestKind.WorkspaceTime,
  } satisfies CamelCaseKeys<ReviewWorkspaceRequest>);
}

/** Approves or rejects one request. The card shows a refusal itself (why it no longer fits). */
export function useReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReview,
    onSettled: () => {
      void invalidateAfterRequestChange(queryClient);
    },
    meta: { presentErrors: false },
  });
}

export interface BulkOutcome {
  /** Ids approved. */
  approved: string[];
  /** Refusals by request id. */
  failed: Map<string, unknown>;
}

/**
 * Approves each selected request in turn (there is no bulk route: each approval is its own
 * transaction, and one that no longer fits must not hold back the others). Never rejects:
 * a refusal is recorded against its request.
 */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requests: readonly Pick<TimeRequest, 'id' | 'kind'>[]) => {
      const outcome: BulkOutcome = { approved: [], failed: new Map() };
      for (const request of requests) {
        try {
          await sendReview({ request, approved: true });
          outcome.approved.push(request.id);
        } catch (error) {
          // Signed out or offline: the rest would fail the same way.
          if (!(error instanceof ApiError) || error.statusCode === 401) throw error;
          outcome.failed.set(request.id, error);
        }
      }
      return outcome;
    },
    onSettled: () => {
      void invalidateAfterRequestChange(queryClient);
    },
  });
}
