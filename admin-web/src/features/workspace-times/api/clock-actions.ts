// The member's live clock actions: clock in and out, breaks, and the running activity. Each
// sends an Idempotency-Key made when the person acts, so the retries below (only when no answer
// came at all) can never clock twice; every action then refreshes all recorded time (`invalidateRecordedTime`).
import { ErrorKey } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { ActivityDetailsBody } from '@/lib/activity-details';
import { ApiError, apiClient } from '@/lib/api-client';
import { retryDelay } from '@/lib/query-client';
import type {
  Break,
  ClockInResult,
  ClockOutResult,
  StartActivityResponse,
  StopActivityResponse,
} from '@/lib/wire';
import { invalidateRecordedTime } from '@/lib/workspace-time-queries';

const NO_ANSWER_RETRIES = 3;

/** Only a request that got no answer is sent again: a refusal would only be refused again. */
function retryUnanswered(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 0 && failureCount < NO_ANSWER_RETRIES;
}

interface KeyedInput<Input> {
  input: Input;
  idempotencyKey: string;
}

export const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/**
 * A clock action: `mutate(input)` (no argument for most) makes the key once per click; the
 * retries of that click reuse it.
 */
export function useClockAction<Result, Input = void>(
  send: (input: Input, idempotencyKey: string) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ input, idempotencyKey }: KeyedInput<Input>) => send(input, idempotencyKey),
    retry: retryUnanswered,
    retryDelay,
    onSettled: () => invalidateRecordedTime(queryClient),
  });
  const { mutate } = mutation;
  return {
    ...mutation,
    mutate: (input: Input, options?: Parameters<typeof mutate>[1]) => {
      mutate({ input, idempotencyKey: newIdempotencyKey() }, options);
    },
  };
}

/** POST /v1/workspaces/timestamps: clock in (412 already_clocked_in when already in). */
export const useClockIn = () =>
  useClockAction((_input, idempotencyKey) =>
    apiClient.post<ClockInResult>('/v1/workspaces/timestamps', {}, keyed(idempotencyKey)),
  );

/** PATCH /v1/workspaces/timestamps: clock out; the API also ends the open break and activity. */
export const useClockOut = () =>
  useClockAction((_input, idempotencyKey) =>
    apiClient.patch<ClockOutResult>('/v1/workspaces/timestamps', {}, keyed(idempotencyKey)),
  );

/** POST /v1/workspaces/timestamps/break: starts a break in the open workspace time. */
export const useStartBreak = () =>
  useClockAction((_input, idempotencyKey) =>
    apiClient.post<Break>('/v1/workspaces/timestamps/break', undefined, keyed(idempotencyKey)),
  );

/** PATCH /v1/workspaces/timestamps/break: ends the open break. */
export const useEndBreak = () =>
  useClockAction((_input, idempotencyKey) =>
    apiClient.patch<Break>('/v1/workspaces/timestamps/break', undefined, keyed(idempotencyKey)),
  );

export interface StartActivityInput {
  details: ActivityDetailsBody;
}

/** POST /v1/activities/start: the API links it to the open workspace time itself. */
export const useStartActivity = () =>
  useClockAction<StartActivityResponse, StartActivityInput>(({ details }, idempotencyKey) =>
    apiClient.post<StartActivityResponse>('/v1/activities/start', details, keyed(idempotencyKey)),
  );

export interface StopActivityInput {
  idActivity: string;
}

/** How a stop ended: recorded, or discarded because it ran for less than a second. */
export type StopActivityResult =
  ({ discarded: false } & StopActivityResponse) | { discarded: true };

/**
 * PATCH /v1/activities/{id}/stop. Activities are kept in whole seconds and the API refuses one
 * stopped within the second it started (400 stop_bad_request): such a start was a slip, so it is
 * discarded (DELETE, always allowed for one's running activity) rather than shown as an error.
 */
export const useStopActivity = () =>
  useClockAction<StopActivityResult, StopActivityInput>(async ({ idActivity }, idempotencyKey) => {
    const path = `/v1/activities/${encodeURIComponent(idActivity)}`;
    try {
      const stopped = await apiClient.patch<StopActivityResponse>(
        `${path}/stop`,
        {},
        keyed(idempotencyKey),
      );
      return { discarded: false, ...stopped };
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorKey !== ErrorKey.StopBadRequest) throw error;
      await apiClient.delete(path);
      return { discarded: true };
    }
  });
