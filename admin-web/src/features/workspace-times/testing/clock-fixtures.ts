// Wire-shaped (snake_case) answers for the clock's component tests, built on the shared wire
// fixtures (`@/testing/wire-fixtures`); the fetch is `@/testing/api-mock`'s.
import type {
  Activity,
  Break,
  ClockStatus,
  OpenActivity,
  TimestampSettings,
  Workspace,
  WorkspaceTime,
} from '@punchcard/shared';

import {
  noTimestampSettings,
  signedInMe,
  wireActivity,
  wireBreak,
  wireMe,
  wireWorkspace,
  wireWorkspaceTime,
} from '@/testing/wire-fixtures';

export const WORKSPACE_ID = '0a1b2c3d-0000-4000-8000-000000000001';
export const USER_ID = signedInMe.user.id;

export const allOptional: TimestampSettings = noTimestampSettings;

export function workspace(overrides: Partial<Workspace> = {}): Workspace {
  return wireWorkspace({
    id: WORKSPACE_ID,
    name: 'Analytical Engines',
    time_zone: 'UTC',
    role: 'Owner',
    timestamp_settings: allOptional,
    permissions: [],
    ...overrides,
  });
}

/** GET /v1/accounts/me of a member whose active workspace is `active`. */
export const meIn = (active: Workspace = workspace()) => wireMe(active);

export function workspaceTime(
  start: number,
  end: number | null,
  breaks: Break[] = [],
): WorkspaceTime {
  return wireWorkspaceTime({ id: `wt-${start}`, id_workspace: WORKSPACE_ID, start, end, breaks });
}

export function pause(start: number, end: number | null, idWorkspaceTime = 'wt'): Break {
  return wireBreak({
    id: `break-${start}`,
    id_workspace: WORKSPACE_ID,
    id_workspace_time: idWorkspaceTime,
    start,
    end,
  });
}

export function activity(
  start: number,
  end: number | null,
  overrides: Partial<Activity> = {},
): Activity {
  return wireActivity({
    id: `activity-${start}`,
    id_workspace: WORKSPACE_ID,
    start,
    end,
    ...overrides,
  });
}

export const openActivity = (
  start: number,
  overrides: Partial<OpenActivity> = {},
): OpenActivity => ({
  id: 'activity-open',
  id_workspace_time: null,
  id_project: null,
  id_task: null,
  id_category: null,
  tags: [],
  description: null,
  start,
  ...overrides,
});

export const notWorking: ClockStatus = {
  work_status: 'NOT_WORKING',
  workspace_time: null,
  break: null,
  activity: null,
};

export const working = (start: number, running: OpenActivity | null = null): ClockStatus => ({
  work_status: 'WORKING',
  workspace_time: workspaceTime(start, null),
  break: null,
  activity: running,
});

export const onBreak = (
  start: number,
  breakStart: number,
  running: OpenActivity | null = null,
): ClockStatus => ({
  work_status: 'BREAK',
  workspace_time: workspaceTime(start, null),
  break: pause(breakStart, null),
  activity: running,
});
