// One switch or choice of /settings/workspace, the route that saves it, and how the workspace
// looks once it is saved (shown at once, before the API answers).
import type { ProjectReportVisibility } from '@punchcard/shared';

import { apiClient } from '@/lib/api-client';
import type { TimestampSettings, Workspace } from '@/lib/wire';

export type TimestampFlag = keyof TimestampSettings;

export type SettingChange =
  | { kind: 'timeRequired'; value: boolean }
  | { kind: 'approvalRequired'; value: boolean }
  | { kind: 'timestamp'; flag: TimestampFlag; value: boolean }
  | { kind: 'projectVisibility'; value: ProjectReportVisibility }
  | { kind: 'pomodoroCustomization'; value: boolean };

/** Each route answers the whole workspace as it now is. */
export function sendSettingChange(change: SettingChange): Promise<Workspace> {
  switch (change.kind) {
    case 'timeRequired':
      return apiClient.put<Workspace>('/v1/workspaces/workspace-settings/time', {
        isRequired: change.value,
      });
    case 'approvalRequired':
      return apiClient.patch<Workspace>(`/v1/workspaces/approval-setting/${String(change.value)}`);
    case 'timestamp':
      // One flag per call, so two quick flips never undo each other.
      return apiClient.patch<Workspace>('/v1/activities/settings', {
        [change.flag]: change.value,
      });
    case 'projectVisibility':
      return apiClient.patch<Workspace>('/v1/workspaces/project-visibility', {
        projectVisibility: change.value,
      });
    case 'pomodoroCustomization':
      return apiClient.patch<Workspace>('/v1/workspaces/pomodoro-customization-settings', {
        isPomodoroCustomizationEnabled: change.value,
      });
  }
}

/** `workspace` with `change` applied. */
export function withChange(workspace: Workspace, change: SettingChange): Workspace {
  switch (change.kind) {
    case 'timeRequired':
      return { ...workspace, isTimeRequired: change.value };
    case 'approvalRequired':
      return { ...workspace, isApprovalRequired: change.value };
    case 'timestamp':
      return {
        ...workspace,
        timestampSettings: { ...workspace.timestampSettings, [change.flag]: change.value },
      };
    case 'projectVisibility':
      return { ...workspace, projectReportVisibility: change.value };
    case 'pomodoroCustomization':
      return { ...workspace, isPomodoroCustomizationEnabled: change.value };
  }
}

/** The change that puts back what `workspace` holds now: what a refusal restores. */
export function undoOf(workspace: Workspace, change: SettingChange): SettingChange {
  switch (change.kind) {
    case 'timeRequired':
      return { ...change, value: workspace.isTimeRequired };
    case 'approvalRequired':
      return { ...change, value: workspace.isApprovalRequired };
    case 'timestamp':
      return { ...change, value: workspace.timestampSettings[change.flag] };
    case 'projectVisibility':
      return { ...change, value: workspace.projectReportVisibility };
    case 'pomodoroCustomization':
      return { ...change, value: workspace.isPomodoroCustomizationEnabled };
  }
}
