// Wire-shaped (snake_case) answers for the timestamp pages' tests: a signed-in member with an
// active workspace, and entries built from local wall-clock times so the tests read the same in
// any time zone.
import type {
  Activity,
  Break,
  Me,
  Plan,
  Role,
  TimestampSettings,
  Workspace,
  WorkspaceTime,
} from '@punchcard/shared';
import dayjs from 'dayjs';

import {
  noTimestampSettings,
  signedInMe,
  wireActivity,
  wireBreak,
  wireMe,
  wireWorkspace,
  wireWorkspaceTime,
} from '@/testing/wire-fixtures';

export const WORKSPACE_ID = '0b7c1a52-1111-4c3d-8e9f-000000000001';
export const USER_ID = signedInMe.user.id;

/** `2024-05-01 09:00` in the local time zone, as unix seconds. */
export const at = (text: string): number => dayjs(text).unix();

export interface WorkspaceOptions {
  role?: Role;
  plan?: Plan;
  isApprovalRequired?: boolean;
  settings?: Partial<TimestampSettings>;
}

export function workspace({
  role = 'Owner',
  plan = 'FREE',
  isApprovalRequired = false,
  settings = {},
}: WorkspaceOptions = {}): Workspace {
  return wireWorkspace({
    id: WORKSPACE_ID,
    name: 'Acme Design',
    plan,
    time_zone: 'UTC',
    is_approval_required: isApprovalRequired,
    role,
    timestamp_settings: { ...noTimestampSettings, ...settings },
    member_count: 2,
    created_at: at('2024-01-01T00:00'),
  });
}

/** GET /v1/accounts/me of Ada in a workspace. */
export const meIn = (options: WorkspaceOptions = {}): Me => wireMe(workspace(options));

export const breakAt = (
  id: string,
  idWorkspaceTime: string,
  start: number,
  end: number | null,
): Break =>
  wireBreak({ id, id_workspace: WORKSPACE_ID, id_workspace_time: idWorkspaceTime, start, end });

export const workspaceTimeAt = (
  id: string,
  start: number,
  end: number | null,
  breaks: Break[] = [],
): WorkspaceTime => wireWorkspaceTime({ id, id_workspace: WORKSPACE_ID, start, end, breaks });

export const PROJECT_ID = '0b7c1a52-2222-4c3d-8e9f-000000000001';
export const CATEGORY_ID = '0b7c1a52-3333-4c3d-8e9f-000000000001';
export const TAG_ID = '0b7c1a52-4444-4c3d-8e9f-000000000001';

export const activityAt = (
  id: string,
  start: number,
  end: number | null,
  details: Partial<Pick<Activity, 'id_project' | 'id_category' | 'tags' | 'description'>> = {},
): Activity => wireActivity({ id, id_workspace: WORKSPACE_ID, start, end, ...details });

/** The workspace's catalogue as the catalogue routes answer it. */
export const catalogue = {
  projects: [
    {
      id: PROJECT_ID,
      id_workspace: WORKSPACE_ID,
      name: 'Website redesign',
      description: null,
      is_public: true,
      hourly_rate: 0,
      archived_at: null,
      created_at: at('2024-01-01T00:00'),
      is_favorite: false,
      total_members: 1,
      clients: [],
    },
  ],
  categories: [
    {
      id: CATEGORY_ID,
      id_workspace: WORKSPACE_ID,
      name: 'Design',
      color: '#7048E8',
      deleted_at: null,
    },
  ],
  tags: [{ id: TAG_ID, id_workspace: WORKSPACE_ID, name: 'client', deleted_at: null }],
};
