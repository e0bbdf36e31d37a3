// The signed-in account (`me`) carries the active workspace and the memberships: every feature
// reads the workspace from there. These keep it true after a call that answers a workspace.
import { MemberStatus } from '@punchcard/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';

import { accountQueries } from '@/lib/session';
import type { Me, Workspace } from '@/lib/wire';

type Membership = Me['memberships'][number];

function membershipsWithActive(memberships: Membership[], workspace: Workspace): Membership[] {
  const listed = memberships.some((membership) => membership.idWorkspace === workspace.id);
  const all: Membership[] = listed
    ? memberships
    : [
        ...memberships,
        {
          idWorkspace: workspace.id,
          name: workspace.name,
          role: workspace.role,
          status: MemberStatus.Active,
          isDefault: true,
        },
      ];
  return all.map((membership) =>
    membership.idWorkspace === workspace.id
      ? { ...membership, name: workspace.name, role: workspace.role, isDefault: true }
      : { ...membership, isDefault: false },
  );
}

/** The account as it is once `workspace` is the active one. */
function withActiveWorkspace(me: Me, workspace: Workspace): Me {
  return {
    ...me,
    activeWorkspace: workspace,
    memberships: membershipsWithActive(me.memberships, workspace),
  };
}

/** A change to the active workspace's own fields (its settings): the account shows it at once. */
export function updateActiveWorkspace(queryClient: QueryClient, workspace: Workspace): void {
  const meKey = accountQueries.me().queryKey;
  queryClient.setQueryData(meKey, (me) => (me ? withActiveWorkspace(me, workspace) : me));
  void queryClient.invalidateQueries({ queryKey: meKey });
}

/**
 * Another workspace became the active one (created, or switched to): everything cached belonged
 * to the old one, so it is reset and the pages on screen load afresh. The account itself is kept
 * (updated at once, then confirmed in the background): resetting it would make the guards show
 * a loader instead of the page for a moment.
 */
export function adoptActiveWorkspace(queryClient: QueryClient, workspace: Workspace): void {
  const meKey = accountQueries.me().queryKey;
  const meHash = hashKey(meKey);
  queryClient.setQueryData(meKey, (me) => (me ? withActiveWorkspace(me, workspace) : me));
  void queryClient.resetQueries({ predicate: (query) => query.queryHash !== meHash });
  void queryClient.invalidateQueries({ queryKey: meKey });
}
