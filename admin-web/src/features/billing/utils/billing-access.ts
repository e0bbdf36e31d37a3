// Who may do what with billing (docs: plan.md "Decisions"): the super owner changes it, owners
// read it, everyone else only sees the plans. Without billing nothing is sold at all.
import { BillingMode, Role } from '@punchcard/shared';

import type { Workspace } from '@/lib/wire';

export type BillingAccess = 'off' | 'manage' | 'read' | 'none';

export function billingAccess(workspace: Pick<Workspace, 'role' | 'billing'>): BillingAccess {
  if (workspace.billing === BillingMode.None) return 'off';
  if (workspace.role === Role.SuperOwner) return 'manage';
  return workspace.role === Role.Owner ? 'read' : 'none';
}

/** Owners and the super owner may read the workspace's billing (and see its warnings). */
export const readsBilling = (workspace: Pick<Workspace, 'role' | 'billing'>): boolean => {
  const access = billingAccess(workspace);
  return access === 'manage' || access === 'read';
};
