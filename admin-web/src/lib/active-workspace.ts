import { useQuery } from '@tanstack/react-query';

import { accountQueries } from '@/lib/session';
import type { TimestampSettings, Workspace } from '@/lib/wire';

/** Every timestamp setting defaults to false (time-tracking-spec section 3). */
export const defaultTimestampSettings: TimestampSettings = {
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
export function useActiveWorkspace(): Workspace | null {
  const me = useQuery(accountQueries.me());
  return me.data?.activeWorkspace ?? null;
}
