// The settings form works on plain values; these map a workspace to them and back to the calls
// that save exactly what changed. Several API flags meet in one plain question, "how do members
// correct past time?" (decisions.md, "Who may change past time"): approval (the workspace's or
// the timestamp settings' switch) sends every change through a request; otherwise the settings'
// master switch `is_permission_required` limits direct changes to what its two flags allow.
import type { TimestampSettingsRequest } from '@punchcard/shared';

import {
  REQUIRED_FIELDS,
  type RequiredFieldSetting,
  requiredFieldNeedsPlan,
} from '@/features/workspaces/utils/plan-rules';
import type { Workspace } from '@/lib/wire';

export type PastTimeChanges = 'direct' | 'approval' | 'limited';

export interface WorkspaceSettingsValues {
  isTimeRequired: boolean;
  pastTimeChanges: PastTimeChanges;
  /** Under 'limited': members may change start and end times themselves. */
  isTimeModificationAllowed: boolean;
  /** Under 'limited': members may change an activity's project, task, tags... themselves. */
  isDetailModificationAllowed: boolean;
  required: Record<RequiredFieldSetting, boolean>;
  currency: string;
}

export function settingsValuesOf(workspace: Workspace): WorkspaceSettingsValues {
  const settings = workspace.timestampSettings;
  const approval = workspace.isApprovalRequired || settings.isApprovalRequired;
  return {
    isTimeRequired: workspace.isTimeRequired,
    pastTimeChanges: approval ? 'approval' : settings.isPermissionRequired ? 'limited' : 'direct',
    isTimeModificationAllowed: settings.isTimeModificationAllowed,
    isDetailModificationAllowed: settings.isDetailModificationAllowed,
    required: Object.fromEntries(
      REQUIRED_FIELDS.map((field) => [field, settings[field]]),
    ) as Record<RequiredFieldSetting, boolean>,
    currency: workspace.currency,
  };
}

/** One call of a save, in the order they are made. */
export type SettingsCall =
  | { kind: 'timeRequired'; isRequired: boolean }
  | { kind: 'approval'; isRequired: boolean }
  | { kind: 'timestampSettings'; changes: TimestampSettingsRequest }
  | { kind: 'currency'; currency: string };

type TimestampSettingsView = Workspace['timestampSettings'];

/** The timestamp settings the values stand for (flags the plan cannot change stay as they are). */
function targetTimestampSettings(
  workspace: Workspace,
  values: WorkspaceSettingsValues,
): TimestampSettingsView {
  const before = workspace.timestampSettings;
  const target: TimestampSettingsView = { ...before };
  if (values.pastTimeChanges === 'direct' || values.pastTimeChanges === 'limited') {
    target.isApprovalRequired = false;
    target.isPermissionRequired = values.pastTimeChanges === 'limited';
  }
  if (values.pastTimeChanges === 'limited') {
    target.isTimeModificationAllowed = values.isTimeModificationAllowed;
    target.isDetailModificationAllowed = values.isDetailModificationAllowed;
  }
  for (const field of REQUIRED_FIELDS) {
    if (requiredFieldNeedsPlan(workspace, field) === undefined) {
      target[field] = values.required[field];
    }
  }
  return target;
}

const toSnake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The calls that take `workspace` to `values`; none when nothing changed. */
export function settingsCalls(
  workspace: Workspace,
  values: WorkspaceSettingsValues,
): SettingsCall[] {
  const calls: SettingsCall[] = [];
  if (values.isTimeRequired !== workspace.isTimeRequired) {
    calls.push({ kind: 'timeRequired', isRequired: values.isTimeRequired });
  }
  const approval = values.pastTimeChanges === 'approval';
  if (approval !== workspace.isApprovalRequired) {
    calls.push({ kind: 'approval', isRequired: approval });
  }
  const target = targetTimestampSettings(workspace, values);
  const changes = Object.fromEntries(
    (Object.keys(target) as (keyof TimestampSettingsView)[])
      .filter((key) => target[key] !== workspace.timestampSettings[key])
      .map((key) => [toSnake(key), target[key]]),
  ) as TimestampSettingsRequest;
  if (Object.keys(changes).length > 0) calls.push({ kind: 'timestampSettings', changes });
  const currency = values.currency.trim().toUpperCase();
  if (currency !== workspace.currency) calls.push({ kind: 'currency', currency });
  return calls;
}
