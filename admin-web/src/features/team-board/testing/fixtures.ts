// Wire-shaped (snake_case) answers for the member pages' and the live board's tests: the team
// of a workspace as its member list and the work-status read answer them.
import {
  type Member,
  type MemberWorkStatus,
  type Role,
  type Task,
  WorkStatus,
} from '@punchcard/shared';

import { USER_ID } from '@/testing/wire-fixtures';

export const HANAKO_ID = '5a8e2f10-1111-4c3d-8e9f-0000000000a1';
export const BEN_ID = '5a8e2f10-1111-4c3d-8e9f-0000000000b2';

/** One row of GET /v1/workspaces/{id}/members. */
export function wireMember(idUser: string, name: string, role: Role = 'Member'): Member {
  return {
    id_user: idUser,
    email: `${name.split(' ')[0]?.toLowerCase() ?? 'someone'}@acme.test`,
    name,
    first_name: null,
    last_name: null,
    nickname: null,
    avatar: null,
    role,
    status: 'ACTIVE',
    is_default: true,
    joined_at: 1_700_000_000,
    deleted_at: null,
    work_status: WorkStatus.NotWorking,
  };
}

/** The signed-in test user (a manager), Hanako and Ben. */
export const team: Member[] = [
  wireMember(USER_ID, 'Ada Lovelace', 'Manager'),
  wireMember(HANAKO_ID, 'Hanako Sato'),
  wireMember(BEN_ID, 'Ben Okafor'),
];

/** One row of GET /v1/workspaces/members/work-status. */
export function wireWorkStatus(
  idUser: string,
  workStatus: WorkStatus,
  since: number | null = null,
  location: string | null = null,
): MemberWorkStatus {
  return {
    id_user: idUser,
    work_status: workStatus,
    since,
    clocked_in_at: since,
    location,
    started_by: since === null ? null : idUser,
  };
}

/** A task of the workspace as GET /v1/tasks/workspace/{id} lists it. */
export function wireTask(
  id: string,
  name: string,
  assignee: string[],
  more: Partial<Task> = {},
): Task {
  return {
    id,
    name,
    id_project: null,
    id_workspace: 'ws',
    id_category: null,
    id_user: USER_ID,
    is_personal: false,
    category_name: null,
    estimation: 0,
    due_at: null,
    repeat: null,
    priority: 2,
    status: 'TODO',
    assignee,
    tags: [],
    color: null,
    note: null,
    start_time: null,
    end_time: null,
    updated_at: 1_700_000_000,
    created_at: 1_700_000_000,
    archived_at: null,
    deleted_at: null,
    is_deleted: false,
    is_favorite: false,
    duration: 0,
    ...more,
  };
}
