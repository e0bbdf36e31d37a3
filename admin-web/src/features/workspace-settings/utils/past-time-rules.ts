// What the switches of "Correcting past time" mean together, in the shared rule the API applies
// (docs/decisions.md, "Who may change past time"), so the page can say it in words.
import { type ModificationRules, modificationRules } from '@punchcard/shared';

import type { Workspace } from '@/lib/wire';

export function pastTimeRules(workspace: Workspace): ModificationRules {
  const settings = workspace.timestampSettings;
  return modificationRules({
    workspaceApprovalRequired: workspace.isApprovalRequired,
    isApprovalRequired: settings.isApprovalRequired,
    isPermissionRequired: settings.isPermissionRequired,
    isTimeModificationAllowed: settings.isTimeModificationAllowed,
    isDetailModificationAllowed: settings.isDetailModificationAllowed,
  });
}
