// The tasks page's wire answers for component tests: tasks, their pages, and the reads the page
// makes besides (the account, the catalogue, the members), answered from one scripted world.
import {
  MemberStatus,
  type Member,
  type Plan,
  type Role,
  type Task,
  type TaskPage,
  type TaskPageEntry,
  TaskPriority,
  TaskStatus,
  type Workspace,
} from '@punchcard/shared';

import { type ApiAnswer, type ApiCall, type ApiHandler, ok } from '@/testing/api-mock';
import {
  ACME_ID,
  CATEGORY_ID,
  PROJECT_ID,
  TAG_ID,
  USER_ID,
  wireMe,
  wireWorkspace,
} from '@/testing/wire-fixtures';

export { ACME_ID, CATEGORY_ID, PROJECT_ID, TAG_ID, USER_ID };

export const GRACE_ID = '1d2e3f40-0000-4000-8000-0000000000c1';
export const ARCHIVED_PROJECT_ID = '0a1b2c3d-0000-4000-8000-0000000000a9';

let sequence = 0;

/** A task as the API answers it: shared, to do, medium priority, unless told otherwise. */
export function wireTask(overrides: Partial<Task> = {}): Task {
  sequence += 1;
  return {
    id: `7a5c0000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Task ${sequence}`,
    id_project: null,
    id_workspace: ACME_ID,
    id_category: null,
    id_user: USER_ID,
    is_personal: false,
    category_name: null,
    estimation: 0,
    due_at: null,
    repeat: null,
    priority: TaskPriority.Medium,
    status: TaskStatus.Todo,
    assignee: [],
    tags: [],
    color: null,
    note: null,
    start_time: null,
    end_time: null,
    updated_at: 1_714_000_000,
    created_at: 1_714_000_000 + sequence,
    archived_at: null,
    deleted_at: null,
    is_deleted: false,
    is_favorite: false,
    duration: 0,
    ...overrides,
  };
}

export const entryOf = (task: Task): TaskPageEntry => ({
  task,
  duration: task.duration,
  tags: task.tags.map((id) => ({ id, name: id === TAG_ID ? 'Urgent' : id })),
});

/** One page of `tasks` (page 1 of `total`, 100 a page unless told). */
export function wirePage(tasks: readonly Task[], page = 1, total = tasks.length): TaskPage {
  return { tasks: tasks.map(entryOf), page, item: 100, total };
}

export function wireMember(idUser: string, name: string): Member {
  return {
    id_user: idUser,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    name,
    first_name: null,
    last_name: null,
    nickname: null,
    avatar: null,
    role: 'Member',
    status: MemberStatus.Active,
    is_default: true,
    joined_at: 1_700_000_000,
    deleted_at: null,
    work_status: 'NOT_WORKING',
  };
}

export interface TasksWorld {
  role?: Role;
  plan?: Plan;
  /** Live tasks (`/v1/tasks/pages`), or pages of them in order. */
  live?: readonly Task[];
  deleted?: readonly Task[];
  /** Answers first, for the calls a test is about. */
  route?: ApiHandler;
}

/** The active workspace with a new one's grants: owners and managers hold CUD_PROJECT_TASK. */
export function tasksWorkspace({ role = 'Owner', plan = 'BASIC' }: TasksWorld): Workspace {
  return wireWorkspace({ role, plan });
}

const catalogue: Record<string, unknown> = {
  '/v1/projects': [
    { id: PROJECT_ID, name: 'Difference Engine', archived_at: null },
    { id: '0a1b2c3d-0000-4000-8000-0000000000a2', name: 'Analytical Engine', archived_at: null },
  ],
  '/v1/tasks/categories': [{ id: CATEGORY_ID, name: 'Research', color: '#3B82F6' }],
  '/v1/tags': [{ id: TAG_ID, name: 'Urgent', deleted_at: null }],
};

const archivedProjects = [{ id: ARCHIVED_PROJECT_ID, name: 'Old Engine', archived_at: 1 }];

/** The API of the tasks page: `route` first, then the world's reads. */
export function tasksApi(world: TasksWorld): ApiHandler {
  const workspace = tasksWorkspace(world);
  return (call: ApiCall): ApiAnswer | undefined => {
    const answer = world.route?.(call);
    if (answer !== undefined) return answer;
    if (call.method !== 'GET') return undefined;
    if (call.path === '/v1/accounts/me') return ok(wireMe(workspace));
    if (call.path === '/v1/tasks/pages') {
      const deleted = call.query.get('deleted') === 'true';
      return ok(wirePage((deleted ? world.deleted : world.live) ?? []));
    }
    if (call.path === '/v1/projects') {
      return ok(call.query.get('archived') === 'true' ? archivedProjects : catalogue[call.path]);
    }
    if (call.path in catalogue) return ok(catalogue[call.path]);
    if (/^\/v1\/tasks\/[^/]+\/is-used$/.test(call.path)) return ok({ is_used: false });
    if (call.path === `/v1/workspaces/${ACME_ID}/members`) {
      return ok([wireMember(USER_ID, 'Ada Lovelace'), wireMember(GRACE_ID, 'Grace Hopper')]);
    }
    return undefined;
  };
}
