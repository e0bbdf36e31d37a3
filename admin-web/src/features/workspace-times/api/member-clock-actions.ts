// A manager clocking a member in or out and starting or ending their break (routes need
// MANAGE_WORKSPACE_TIME_MODIFICATION): the same idempotent, retried actions as one's own clock,
// recorded with the manager as `started_by` / `stopped_by`.
import { keyed, useClockAction } from '@/features/workspace-times/api/clock-actions';
import { segment } from '@/features/workspace-times/api/path-segment';
import { apiClient } from '@/lib/api-client';
import type { Break, ClockInResult, ClockOutResult } from '@/lib/wire';

const memberPath = (idUser: string) => `/v1/workspaces/members/${segment(idUser)}`;

/** POST /v1/workspaces/members/{id}: clocks the member in (412 member_already_clocked_in). */
export const useClockMemberIn = (idUser: string) =>
  useClockAction((_input, idempotencyKey) =>
    apiClient.post<ClockInResult>(memberPath(idUser), {}, keyed(idempotencyKey)),
  );

/** PATCH /v1/workspaces/members/{id}/timestamp: clocks the member out, ending an open break. */
export const useClockMemberOut = (idUser: string) =>
  useClockAction((_input, idempotencyKey) =>
    apiClient.patch<ClockOutResult>(`${memberPath(idUser)}/timestamp`, {}, keyed(idempotencyKey)),
  );

/** POST /v1/workspaces/members/{id}/break: starts a break in the member's open work time. */
export const useStartMemberBreak = (idUser: string) =>
  useClockAction((_input, idempotencyKey) =>
    apiClient.post<Break>(`${memberPath(idUser)}/break`, undefined, keyed(idempotencyKey)),
  );

/** PATCH /v1/workspaces/members/{id}/break: ends the member's open break. */
export const useEndMemberBreak = (idUser: string) =>
  useClockAction((_input, idempotencyKey) =>
    apiClient.patch<Break>(`${memberPath(idUser)}/break`, undefined, keyed(idempotencyKey)),
  );
