// Who may change recorded time directly, read by the API (which enforces it) and the web app
// (which offers an edit where the API would accept one and a request where it would refuse).
// docs/decisions.md, "Who may change past time".

/** The timestamp settings' switches the rules read, plus the workspace's own approval switch. */
export interface ModificationSwitches {
  /** The workspace's `is_approval_required`. */
  workspaceApprovalRequired: boolean;
  /** The timestamp settings' `is_approval_required`. */
  isApprovalRequired: boolean;
  /** The settings' master switch: only under it do the "modification allowed" switches count. */
  isPermissionRequired: boolean;
  isTimeModificationAllowed: boolean;
  isDetailModificationAllowed: boolean;
}

/** What a member without the manage permission may no longer change directly. */
export interface ModificationRules {
  /** Start and end of closed entries, adding past ones, deleting and restoring closed ones. */
  timeLocked: boolean;
  /** Project, task, category, tags and description of closed activities. */
  detailsLocked: boolean;
}

/**
 * Approval (the workspace's or the timestamp settings' switch) locks both: changes go through
 * requests. Otherwise the two "modification allowed" switches apply only when the master switch
 * `is_permission_required` is on: every flag defaults to false, and reading them alone would
 * forbid every edit in a new workspace.
 */
export function modificationRules(switches: ModificationSwitches): ModificationRules {
  const approval = switches.workspaceApprovalRequired || switches.isApprovalRequired;
  const restricted = switches.isPermissionRequired;
  return {
    timeLocked: approval || (restricted && !switches.isTimeModificationAllowed),
    detailsLocked: approval || (restricted && !switches.isDetailModificationAllowed),
  };
}

/** Deleting one's own closed entry within this long after its end is a correction anyone may make. */
export const DELETE_WINDOW_SECONDS = 60;

/** Whether an entry that ended `elapsedSeconds` ago is still inside the delete window. */
export function insideDeleteWindow(elapsedSeconds: number): boolean {
  return elapsedSeconds <= DELETE_WINDOW_SECONDS;
}
