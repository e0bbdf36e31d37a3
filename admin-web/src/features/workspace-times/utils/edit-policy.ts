// What the signed-in member may change directly, built on the rules the API enforces
// (`@punchcard/shared` time-policy; docs/decisions.md, "Who may change past time"), so the views
// offer an edit where the API would accept one and a request where it would refuse. The API stays
// the judge: a refusal it still sends (a setting changed meanwhile) is shown in words.
import {
  hasPermission,
  insideDeleteWindow,
  modificationRules,
  Permission,
  type UnixSeconds,
  type Workspace,
} from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

import type { EntryKind, TimeEntry } from '@/features/workspace-times/utils/entries';

/** The active workspace as the `me` answer carries it. */
export type PolicyWorkspace = Pick<
  CamelCaseKeys<Workspace>,
  'role' | 'plan' | 'billing' | 'permissions' | 'isApprovalRequired' | 'timestampSettings'
>;

/** Which parts of an entry may be changed directly. */
export interface Editable {
  /** Its start and end (a running entry: its start only). */
  time: boolean;
  /** An activity's project, task, category, tags and description. */
  details: boolean;
}

export interface EditPolicy {
  /** A past entry of this kind may be added directly. */
  canAdd: (kind: EntryKind) => boolean;
  editable: (entry: TimeEntry) => Editable;
  canDelete: (entry: TimeEntry, now: UnixSeconds) => boolean;
  /** A deleted entry may be brought back directly (the undo of a delete). */
  canRestore: (entry: TimeEntry) => boolean;
  /** A deletion can be requested: only of a closed entry (a running one is stopped instead). */
  canRequestDelete: (entry: TimeEntry) => boolean;
  /** What may not be changed directly can be asked for (only of one's own time). */
  offersRequests: boolean;
}

export function editPolicy(workspace: PolicyWorkspace): EditPolicy {
  const grants = workspace.permissions.map(({ permission, memberRole }) => ({
    permission,
    role: memberRole,
  }));
  const can = (permission: Permission) =>
    hasPermission({
      role: workspace.role,
      plan: workspace.plan,
      billing: workspace.billing,
      grants,
      permission,
    });

  const settings = workspace.timestampSettings;
  const { timeLocked, detailsLocked } = modificationRules({
    workspaceApprovalRequired: workspace.isApprovalRequired,
    isApprovalRequired: settings.isApprovalRequired,
    isPermissionRequired: settings.isPermissionRequired,
    isTimeModificationAllowed: settings.isTimeModificationAllowed,
    isDetailModificationAllowed: settings.isDetailModificationAllowed,
  });

  const managesTime = can(Permission.ManageWorkspaceTimeModification);
  const managesActivities = can(Permission.ManageTimestampModification);
  const manages = (kind: EntryKind) => (kind === 'activity' ? managesActivities : managesTime);
  const deletesLate = (kind: EntryKind) =>
    can(
      kind === 'activity'
        ? Permission.DeleteClosedTimestampAfter1Min
        : Permission.DeleteWorkspaceTimeAfter1Min,
    );

  const changesTime = (kind: EntryKind) => manages(kind) || !timeLocked;

  return {
    canAdd: changesTime,

    editable: ({ kind, entry }) => {
      if (kind !== 'activity') return { time: changesTime(kind), details: false };
      // A running activity's start and details are live tracking, never locked.
      if (entry.end === null) return { time: true, details: true };
      return { time: changesTime(kind), details: managesActivities || !detailsLocked };
    },

    canDelete: ({ kind, entry }, now) => {
      if (entry.end === null) {
        // Discarding a running activity is always allowed; open work time follows the rules.
        return kind === 'activity' || changesTime(kind);
      }
      if (insideDeleteWindow(now - entry.end)) return true;
      return deletesLate(kind) && changesTime(kind);
    },

    canRestore: ({ kind, entry }) =>
      changesTime(kind) || (kind === 'activity' && entry.end === null),

    canRequestDelete: ({ entry }) => entry.end !== null,
    offersRequests: true,
  };
}

/**
 * What a manager may change of another member's time: work time and breaks with
 * MANAGE_WORKSPACE_TIME_MODIFICATION, activities with MANAGE_TIMESTAMP_MODIFICATION, whatever the
 * workspace's settings for members (the API's TimePolicy and activity access). Past activities
 * cannot be added for someone else, and nothing is requested on their behalf.
 */
export function memberEditPolicy(workspace: PolicyWorkspace): EditPolicy {
  const can = (permission: Permission) =>
    hasPermission({
      role: workspace.role,
      plan: workspace.plan,
      billing: workspace.billing,
      grants: workspace.permissions.map(({ permission: granted, memberRole }) => ({
        permission: granted,
        role: memberRole,
      })),
      permission,
    });
  const managesTime = can(Permission.ManageWorkspaceTimeModification);
  const managesActivities = can(Permission.ManageTimestampModification);
  const manages = (kind: EntryKind) => (kind === 'activity' ? managesActivities : managesTime);
  return {
    canAdd: (kind) => kind !== 'activity' && managesTime,
    editable: ({ kind }) => ({
      time: manages(kind),
      details: kind === 'activity' && managesActivities,
    }),
    canDelete: ({ kind }) => manages(kind),
    canRestore: ({ kind }) => manages(kind),
    canRequestDelete: () => false,
    offersRequests: false,
  };
}
