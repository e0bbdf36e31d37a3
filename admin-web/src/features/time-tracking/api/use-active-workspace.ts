import type { TimestampSettings, Workspace } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';

import { accountQueries } from '@/features/accounts/api/account-queries';
import type { CamelCaseKeys } from '@/lib/case-keys';

export type ActiveWorkspace = CamelCaseKeys<Workspace>;
export type ActivityTimestampSettings = CamelCaseKeys<TimestampSettings>;

/** Every timestamp setting defaults to false (time-tracking-spec section 3). */
export const defaultTimestampSettings: ActivityTimestampSettings = {
  isPermissionRequired: false,
  isApprovalRequired: false,
  isTimeModificationAllowed: false,
  isDetailModificationAllowed: false,
  isDescriptionRequired: false,
  isProjectRequired: false,
  isCategoryRequired: false,
  isTaskRequired: false,
  isTagRequired: false,
};

/**
 * The signed-in member's active workspace (from GET /v1/accounts/me, which the auth guard has
 * already loaded), or null without one.
 */
export function useActiveWorkspace(): ActiveWorkspace | null {
  const me = useQuery(accountQueries.me());
  return me.data?.activeWorkspace ?? null;
}
