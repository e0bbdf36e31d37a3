// The projects pages' test data: the API's answers on the wire (snake_case).
import type {
  Client,
  Member,
  Project,
  ProjectActivity,
  ProjectDetails,
  ProjectMember,
  ProjectTotal,
} from '@punchcard/shared';

import { ACME_ID, USER_ID } from '@/testing/wire-fixtures';

export const SITE_ID = '0b1e0000-0000-4000-8000-0000000000b1';
export const BOOK_ID = '0b1e0000-0000-4000-8000-0000000000b2';
export const SECRET_ID = '0b1e0000-0000-4000-8000-0000000000b3';
export const OLD_ID = '0b1e0000-0000-4000-8000-0000000000b4';
export const HANA_ID = '1d2e3f40-0000-4000-8000-0000000000c1';
export const KEN_ID = '1d2e3f40-0000-4000-8000-0000000000c2';
export const CAFE_ID = '0c1e0000-0000-4000-8000-0000000000d1';
export const MILL_ID = '0c1e0000-0000-4000-8000-0000000000d2';
export const TASK_ID = '7a5c0000-0000-4000-8000-0000000000e1';

export function wireProject(overrides: Partial<Project> = {}): Project {
  return {
    id: SITE_ID,
    id_workspace: ACME_ID,
    name: 'Website relaunch',
    description: null,
    is_public: true,
    hourly_rate: 40,
    archived_at: null,
    created_at: 1_700_000_000,
    is_favorite: false,
    total_members: 2,
    clients: [],
    ...overrides,
  };
}

export const wireDetails = (project: Project, totalTasks = 3): ProjectDetails => ({
  ...project,
  total_tasks: totalTasks,
});

export function wireClient(id: string, name: string): Client {
  return { id, name, avatar: null, created_at: 1_700_000_000, deleted_at: null };
}

export const cafe = wireClient(CAFE_ID, 'Café Ito');
export const mill = wireClient(MILL_ID, 'Mill & Co');

/** The website (a favourite, the café's), the book, a private project and an archived one. */
export const site = wireProject({
  is_favorite: true,
  description: 'New shop pages',
  clients: [{ id: CAFE_ID, name: 'Café Ito', avatar: null }],
});
export const book = wireProject({ id: BOOK_ID, name: 'Annual book', hourly_rate: 0 });
export const secret = wireProject({ id: SECRET_ID, name: 'Secret menu', is_public: false });
export const old = wireProject({ id: OLD_ID, name: 'Old brochure', archived_at: 1_700_100_000 });

export function wireProjectMember(overrides: Partial<ProjectMember> = {}): ProjectMember {
  return {
    id_user: HANA_ID,
    name: 'Hana Sato',
    email: 'hana@example.com',
    role: 'Member',
    is_favorite: false,
    hourly_rate: 40,
    joined_at: 1_700_000_000,
    ...overrides,
  };
}

export const me = wireProjectMember({
  id_user: USER_ID,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'Owner',
});
export const hana = wireProjectMember({ hourly_rate: 55.5 });

/** A member of the workspace as GET /v1/workspaces/{id}/members answers it. */
export function wireWorkspaceMember(overrides: Partial<Member> = {}): Member {
  return {
    id_user: KEN_ID,
    email: 'ken@example.com',
    name: 'Ken Mori',
    first_name: 'Ken',
    last_name: 'Mori',
    nickname: null,
    avatar: null,
    role: 'Member',
    status: 'ACTIVE',
    is_default: true,
    joined_at: 1_700_000_000,
    deleted_at: null,
    work_status: 'NOT_WORKING',
    ...overrides,
  };
}

export function wireTotal(overrides: Partial<ProjectTotal> = {}): ProjectTotal {
  return {
    id_project: SITE_ID,
    start: 1_714_521_600,
    end: 1_717_200_000,
    currency: 'USD',
    view: 'DETAILS',
    duration: 18_000,
    cost: '100.63',
    members: [
      {
        id_user: HANA_ID,
        name: 'Hana Sato',
        is_member: true,
        duration: 9_000,
        hourly_rate: '30.25',
        cost: '75.63',
      },
      {
        id_user: KEN_ID,
        name: 'Ken Mori',
        is_member: false,
        duration: 9_000,
        hourly_rate: '10.00',
        cost: '25.00',
      },
    ],
    tasks: [
      { kind: 'task', id_task: TASK_ID, name: 'Design', duration: 7_200, cost: '60.50' },
      { kind: 'no_task', id_task: null, name: null, duration: 7_200, cost: '30.13' },
      { kind: 'hidden', id_task: null, name: null, duration: 3_600, cost: '10.00' },
    ],
    ...overrides,
  };
}

export function wireActivity(overrides: Partial<ProjectActivity> = {}): ProjectActivity {
  return {
    id: '9a000000-0000-4000-8000-000000000001',
    id_user: HANA_ID,
    member_name: 'Hana Sato',
    id_task: TASK_ID,
    task_name: 'Design',
    is_task_hidden: false,
    category: { id: 'cat', name: 'Meetings', color: '#828E99' },
    tags: [{ id: 'tag', name: 'Billable' }],
    description: 'Kick-off',
    start: 1_714_986_000,
    end: 1_714_993_200,
    ...overrides,
  };
}
