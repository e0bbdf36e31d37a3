import { randomUUID } from 'node:crypto';
import type {
  ApiErrorBody,
  ProjectDetails,
  Task,
  TaskFavoritesRemoved,
  TaskPage,
} from '@punchcard/shared';
import { addMember, setPlan, sql } from './support/db.js';
import {
  signUp,
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
} from './support/test-app.js';

type Person = { agent: TestAgent; id: string; email: string };
type Team = Awaited<ReturnType<typeof buildTeam>>;

/** A BASIC workspace with a SuperOwner, a Manager and two Members. */
async function buildTeam(t: TestApp, plan = 'BASIC') {
  const owner = await signUpWithWorkspace(t, 'Tasks Team');
  await setPlan(t, owner.workspaceId, plan);
  const join = async (role: string): Promise<Person> => {
    const person = await signUp(t);
    await addMember(t, owner.workspaceId, person.me.user.id, role);
    return { agent: person.agent, id: person.me.user.id, email: person.email };
  };
  return {
    workspaceId: owner.workspaceId,
    owner: { agent: owner.agent, id: owner.me.user.id, email: owner.email },
    manager: await join('Manager'),
    member: await join('Member'),
    other: await join('Member'),
  };
}

describe('tasks', () => {
  let t: TestApp;
  let team: Team;
  let foreign: Team;
  beforeAll(async () => {
    t = await startTestApp();
    [team, foreign] = await Promise.all([buildTeam(t), buildTeam(t)]);
  });
  afterAll(() => t.close());

  const errorKey = (res: { body: unknown }) => (res.body as ApiErrorBody).error_key;

  async function createTask(agent: TestAgent, body: object = {}): Promise<Task> {
    const res = await agent
      .post('/v1/tasks')
      .send({ name: 'Task', ...body })
      .expect(201);
    return res.body as Task;
  }

  async function createProject(agent: TestAgent, body: object = {}): Promise<ProjectDetails> {
    const res = await agent
      .post('/v1/projects')
      .send({ name: `Project ${randomUUID().slice(0, 8)}`, ...body })
      .expect(201);
    return res.body as ProjectDetails;
  }

  async function insert(table: 'tags' | 'categories', idWorkspace: string, name: string) {
    const [row] = await sql<{ id: string }>(
      t,
      `INSERT INTO ${table} (id_workspace, name) VALUES ($1, $2) RETURNING id`,
      [idWorkspace, name],
    );
    if (!row) throw new Error(`no ${table} row`);
    return row.id;
  }

  async function taskCount(): Promise<number> {
    const [row] = await sql<{ n: number }>(t, `SELECT count(*)::int AS n FROM tasks`);
    return row?.n ?? 0;
  }

  async function visibleIds(agent: TestAgent, workspaceId = team.workspaceId): Promise<string[]> {
    const res = await agent.get(`/v1/tasks/workspace/${workspaceId}`).expect(200);
    return (res.body as Task[]).map((task) => task.id);
  }

  describe('create', () => {
    it('creates a task with the spec defaults and the full shape', async () => {
      const res = await team.owner.agent
        .post('/v1/tasks')
        .send({ name: '  Write the brief ', id_workspace: team.workspaceId })
        .expect(201);
      const task = res.body as Task;
      expect(task).toEqual({
        id: expect.any(String) as string,
        name: 'Write the brief',
        id_project: null,
        id_workspace: team.workspaceId,
        id_category: null,
        id_user: team.owner.id,
        is_personal: false,
        category_name: null,
        estimation: 0,
        due_at: null,
        repeat: null,
        priority: 2,
        status: 'TODO',
        assignee: [],
        tags: [],
        color: null,
        note: null,
        start_time: null,
        end_time: null,
        updated_at: expect.any(Number) as number,
        created_at: expect.any(Number) as number,
        archived_at: null,
        deleted_at: null,
        is_deleted: false,
        is_favorite: false,
        duration: 0,
      });
      expect(Math.abs(task.created_at - Date.now() / 1000)).toBeLessThan(60);
    });

    it('stores every field of the body, checked against the workspace', async () => {
      const project = await createProject(team.owner.agent);
      const idCategory = await insert('categories', team.workspaceId, 'Design');
      const idTag = await insert('tags', team.workspaceId, 'urgent');
      const task = await createTask(team.manager.agent, {
        name: 'Mock-ups',
        id_user: team.owner.id,
        id_project: project.id,
        id_category: idCategory,
        category_name: 'ignored when id_category is sent',
        priority: 3,
        status: 'IN_PROGRESS',
        estimation: '2h 30m',
        due_at: 1_900_000_000,
        repeat: 'weekly',
        assignee: [team.member.id, team.member.id, team.other.id],
        id_tags: [idTag],
        color: '#3366ff',
      });
      expect(task).toMatchObject({
        name: 'Mock-ups',
        id_user: team.owner.id,
        id_project: project.id,
        id_category: idCategory,
        category_name: 'Design',
        priority: 3,
        status: 'IN_PROGRESS',
        estimation: 9_000,
        due_at: 1_900_000_000,
        repeat: 'weekly',
        tags: [idTag],
        color: '#3366ff',
      });
      expect([...task.assignee].sort()).toEqual([team.member.id, team.other.id].sort());
    });

    it.each([
      [5_400, 5_400],
      ['1.5', 5_400],
      ['1:30', 5_400],
      ['90m', 5_400],
      ['1時間', 3_600],
    ])('reads the estimation %j as %d seconds', async (estimation, seconds) => {
      const task = await createTask(team.owner.agent, { estimation });
      expect(task.estimation).toBe(seconds);
    });

    it.each([['soon'], [-1], [1.5], ['-2h'], [''], [null], [3_000_000_000]])(
      'refuses the estimation %j',
      async (estimation) => {
        const res = await team.owner.agent
          .post('/v1/tasks')
          .send({ name: 'T', estimation })
          .expect(400);
        expect(errorKey(res)).toBe('error.bad_request');
      },
    );

    it.each([[''], ['   '], ['x'.repeat(201)]])(
      'refuses the name %j with task_name_empty',
      async (name) => {
        const res = await team.owner.agent.post('/v1/tasks').send({ name }).expect(400);
        expect(errorKey(res)).toBe('task_name_empty');
      },
    );

    it('finds or creates the category named by category_name', async () => {
      const name = `Research ${Date.now()}`;
      const first = await createTask(team.owner.agent, { category_name: `  ${name} ` });
      expect(first.category_name).toBe(name);
      const [row] = await sql<{ color: string; id_workspace: string }>(
        t,
        `SELECT color, id_workspace FROM categories WHERE id = $1`,
        [first.id_category],
      );
      expect(row).toEqual({ color: '#828E99', id_workspace: team.workspaceId });
      const second = await createTask(team.owner.agent, { category_name: name.toUpperCase() });
      expect(second.id_category).toBe(first.id_category);
      // A member may use an existing category but not create one (CUD_TASK_CATEGORY).
      await createTask(team.member.agent, { is_personal: true, category_name: name });
      await team.member.agent
        .post('/v1/tasks')
        .send({ name: 'T', is_personal: true, category_name: `${name} new` })
        .expect(403);
      for (const bad of ['  ', 'x'.repeat(51)]) {
        const res = await team.owner.agent
          .post('/v1/tasks')
          .send({ name: 'T', category_name: bad })
          .expect(400);
        expect(errorKey(res)).toBe('category_name_empty');
      }
    });

    it('answers 404 for every foreign id, and creates nothing', async () => {
      const before = await taskCount();
      const theirProject = await createProject(foreign.owner.agent);
      const hidden = await createProject(team.owner.agent, { is_public: false });
      const cases: [object, string, TestAgent][] = [
        [{ id_project: theirProject.id }, 'project_not_found', team.owner.agent],
        [{ id_project: hidden.id, is_personal: true }, 'project_not_found', team.member.agent],
        [
          { id_category: await insert('categories', foreign.workspaceId, 'C') },
          'category_not_found',
          team.owner.agent,
        ],
        [
          { id_tags: [await insert('tags', foreign.workspaceId, 'tag')] },
          'tag_not_found',
          team.owner.agent,
        ],
        [{ assignee: [foreign.member.id] }, 'member_not_found', team.owner.agent],
        [{ id_user: foreign.member.id }, 'member_not_found', team.owner.agent],
        [{ id_workspace: foreign.workspaceId }, 'workspace_not_found', team.owner.agent],
      ];
      for (const [body, key, agent] of cases) {
        const res = await agent
          .post('/v1/tasks')
          .send({ name: 'T', ...body })
          .expect(404);
        expect(errorKey(res)).toBe(key);
      }
      expect(await taskCount()).toBe(before);
    });

    it('lets any member create their own personal tasks, seen by them alone', async () => {
      await team.member.agent.post('/v1/tasks').send({ name: 'Shared' }).expect(403);
      await team.member.agent
        .post('/v1/tasks')
        .send({ name: 'For someone', is_personal: true, id_user: team.other.id })
        .expect(403);
      const personal = await createTask(team.member.agent, { name: 'Mine', is_personal: true });
      expect(personal).toMatchObject({ is_personal: true, id_user: team.member.id });
      expect(await visibleIds(team.member.agent)).toContain(personal.id);
      expect(await visibleIds(team.owner.agent)).not.toContain(personal.id);
      const res = await team.owner.agent
        .patch(`/v1/tasks/${personal.id}`)
        .send({ name: 'Taken' })
        .expect(404);
      expect(errorKey(res)).toBe('task_not_found');
    });
  });

  describe('reads', () => {
    it('hides tasks of private projects from those who cannot see the project', async () => {
      const hidden = await createProject(team.owner.agent, { is_public: false });
      const task = await createTask(team.owner.agent, { id_project: hidden.id });
      expect(await visibleIds(team.member.agent)).not.toContain(task.id);
      expect(await visibleIds(team.manager.agent)).toContain(task.id);
      await team.member.agent.get(`/v1/tasks/${task.id}/is-used`).expect(404);
      await team.owner.agent
        .post(`/v1/projects/${hidden.id}/members`)
        .send({ id_user: team.member.id })
        .expect(201);
      expect(await visibleIds(team.member.agent)).toContain(task.id);
    });

    it("lists another of the caller's workspaces by id, never a foreign one", async () => {
      const theirs = await createTask(foreign.owner.agent);
      const res = await team.owner.agent
        .get(`/v1/tasks/workspace/${foreign.workspaceId}`)
        .expect(404);
      expect(errorKey(res)).toBe('workspace_not_found');
      const second = await signUpWithWorkspace(t, 'Second');
      await addMember(t, foreign.workspaceId, second.me.user.id, 'Member');
      expect(await visibleIds(second.agent, foreign.workspaceId)).toContain(theirs.id);
    });

    it('pages live tasks with their tags, newest first', async () => {
      const solo = await signUpWithWorkspace(t, 'Pages');
      const idTag = await insert('tags', solo.workspaceId, 'Blue');
      const made: Task[] = [];
      for (const name of ['one', 'two', 'three']) {
        made.push(await createTask(solo.agent, { name, id_tags: [idTag] }));
      }
      await solo.agent.delete(`/v1/tasks/${made[0]?.id}/pseudo`).expect(200);
      const first = await solo.agent
        .get('/v1/tasks/pages')
        .query({ 'marker.page': '1', 'marker.item': '1' })
        .expect(200);
      const page = first.body as TaskPage;
      expect(page).toMatchObject({ page: 1, item: 1, total: 2 });
      expect(page.tasks).toHaveLength(1);
      expect(page.tasks[0]).toEqual({
        task: expect.objectContaining({ tags: [idTag], duration: 0 }) as Task,
        duration: 0,
        tags: [{ id: idTag, name: 'Blue' }],
      });
      const second = await solo.agent.get('/v1/tasks/pages?marker.page=2&marker.item=1');
      expect(second.status).toBe(200);
      const both = [page.tasks[0]?.task.id, (second.body as TaskPage).tasks[0]?.task.id];
      expect(both).toEqual([made[2]?.id, made[1]?.id]);
      const defaults = await solo.agent.get('/v1/tasks/pages').expect(200);
      expect(defaults.body).toMatchObject({ page: 1, item: 100, total: 2 });
      for (const query of [
        { 'marker.item': '101' },
        { 'marker.page': '0' },
        { 'marker.page': 'x' },
        { marker: '1' },
      ]) {
        const res = await solo.agent.get('/v1/tasks/pages').query(query).expect(400);
        expect(errorKey(res)).toBe('error.bad_request');
      }
    });
  });

  describe('update', () => {
    it('changes only the fields sent', async () => {
      const project = await createProject(team.owner.agent);
      const idTag = await insert('tags', team.workspaceId, `t${Date.now()}`);
      const task = await createTask(team.owner.agent, {
        name: 'Draft',
        color: '#000000',
        assignee: [team.member.id],
      });
      const res = await team.manager.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({
          name: 'Final',
          id_project: project.id,
          priority: 0,
          status: 'DONE',
          note: 'ok',
          start_time: 1_800_000_000,
          end_time: 1_800_003_600,
          estimation: '1d',
          assignee: [team.other.id],
          id_tags: [idTag],
        })
        .expect(200);
      expect(res.body).toMatchObject({
        name: 'Final',
        color: '#000000',
        id_project: project.id,
        priority: 0,
        status: 'DONE',
        note: 'ok',
        start_time: 1_800_000_000,
        end_time: 1_800_003_600,
        estimation: 86_400,
        assignee: [team.other.id],
        tags: [idTag],
      });
      const cleared = await team.manager.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ id_project: null, color: null, note: null })
        .expect(200);
      expect(cleared.body).toMatchObject({
        id_project: null,
        color: null,
        note: null,
        name: 'Final',
      });
    });

    it('refuses bad values', async () => {
      const task = await createTask(team.owner.agent);
      for (const body of [
        { name: null },
        { name: ' ' },
        { status: 'LATER' },
        { priority: 7 },
        { start_time: 200, end_time: 100 },
        { color: 'blue' },
        { id_user: team.member.id },
      ]) {
        const res = await team.owner.agent.patch(`/v1/tasks/${task.id}`).send(body).expect(400);
        expect(['error.bad_request', 'task_name_empty']).toContain(errorKey(res));
      }
      const theirProject = await createProject(foreign.owner.agent);
      const res = await team.owner.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ id_project: theirProject.id })
        .expect(404);
      expect(errorKey(res)).toBe('project_not_found');
    });

    it('refuses a stale updated_at with 409 and changes nothing', async () => {
      const task = await createTask(team.owner.agent, { name: 'v1' });
      t.clock.advance(5_000);
      const fresh = await team.owner.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ name: 'v2', updated_at: task.updated_at })
        .expect(200);
      expect((fresh.body as Task).updated_at).toBeGreaterThan(task.updated_at);
      const res = await team.owner.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ name: 'v3', updated_at: task.updated_at })
        .expect(409);
      expect(errorKey(res)).toBe('error.conflict');
      const list = await team.owner.agent.get(`/v1/tasks/workspace/${team.workspaceId}`);
      expect((list.body as Task[]).find((x) => x.id === task.id)?.name).toBe('v2');
    });

    it('archives and unarchives through archived_at', async () => {
      const task = await createTask(team.owner.agent);
      const archived = await team.owner.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ archived_at: 1 })
        .expect(200);
      expect((archived.body as Task).archived_at).toBeGreaterThan(1_000_000_000);
      const back = await team.owner.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ archived_at: null })
        .expect(200);
      expect((back.body as Task).archived_at).toBeNull();
    });

    it("favourites are the caller's own and need no edit right", async () => {
      const task = await createTask(team.owner.agent);
      const res = await team.member.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ is_favorite: true })
        .expect(200);
      expect((res.body as Task).is_favorite).toBe(true);
      const ownerView = (await team.owner.agent.get(`/v1/tasks/workspace/${team.workspaceId}`))
        .body as Task[];
      expect(ownerView.find((x) => x.id === task.id)?.is_favorite).toBe(false);
      await team.member.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ is_favorite: false, name: 'Mine now' })
        .expect(403);
    });

    it('members edit their own personal tasks, but cannot share them', async () => {
      const task = await createTask(team.member.agent, { is_personal: true });
      await team.member.agent.patch(`/v1/tasks/${task.id}`).send({ name: 'Renamed' }).expect(200);
      await team.member.agent
        .patch(`/v1/tasks/${task.id}`)
        .send({ is_personal: false })
        .expect(403);
      // A manager may make a task personal; the answer still describes it.
      const shared = await createTask(team.owner.agent);
      const res = await team.manager.agent
        .patch(`/v1/tasks/${shared.id}`)
        .send({ is_personal: true })
        .expect(200);
      expect((res.body as Task).is_personal).toBe(true);
      expect(await visibleIds(team.manager.agent)).not.toContain(shared.id);
    });
  });

  describe('status and archive', () => {
    it('changes the status; assignees may too, other members may not', async () => {
      const task = await createTask(team.owner.agent, { assignee: [team.member.id] });
      const done = await team.member.agent
        .patch(`/v1/tasks/${task.id}/status`)
        .send({ status: 'DONE' })
        .expect(200);
      expect((done.body as Task).status).toBe('DONE');
      await team.other.agent
        .patch(`/v1/tasks/${task.id}/status`)
        .send({ status: 'TODO' })
        .expect(403);
      await team.owner.agent
        .patch(`/v1/tasks/${task.id}/status`)
        .send({ status: 'Done' })
        .expect(400);
    });

    it('archives (keeping the first time) and unarchives', async () => {
      const task = await createTask(team.owner.agent);
      const first = await team.owner.agent.patch(`/v1/tasks/${task.id}/is-archived`).expect(200);
      const at = (first.body as Task).archived_at;
      expect(typeof at).toBe('number');
      t.clock.advance(3_000);
      const again = await team.owner.agent.patch(`/v1/tasks/${task.id}/is-archived`).expect(200);
      expect((again.body as Task).archived_at).toBe(at);
      await team.member.agent.delete(`/v1/tasks/${task.id}/is-archived`).expect(403);
      const back = await team.owner.agent.delete(`/v1/tasks/${task.id}/is-archived`).expect(200);
      expect((back.body as Task).archived_at).toBeNull();
      // Archived tasks stay in the lists (they are not deleted).
      await team.owner.agent.patch(`/v1/tasks/${task.id}/is-archived`).expect(200);
      expect(await visibleIds(team.owner.agent)).toContain(task.id);
    });
  });

  describe('delete and restore', () => {
    it('soft-deletes and restores one task', async () => {
      const task = await createTask(team.owner.agent);
      const res = await team.owner.agent.delete(`/v1/tasks/${task.id}/pseudo`).expect(200);
      expect(res.body).toMatchObject({
        is_deleted: true,
        deleted_at: expect.any(Number) as number,
      });
      expect(await visibleIds(team.owner.agent)).not.toContain(task.id);
      const twice = await team.owner.agent.delete(`/v1/tasks/${task.id}/pseudo`).expect(404);
      expect(errorKey(twice)).toBe('task_not_found');
      await team.owner.agent.patch(`/v1/tasks/${task.id}`).send({ name: 'x' }).expect(404);
      await team.member.agent.patch(`/v1/tasks/${task.id}/deleted`).expect(403);
      const back = await team.owner.agent.patch(`/v1/tasks/${task.id}/deleted`).expect(200);
      expect(back.body).toMatchObject({ is_deleted: false, deleted_at: null });
      expect(await visibleIds(team.owner.agent)).toContain(task.id);
    });

    it('soft-deletes and restores in bulk, all or nothing', async () => {
      const a = await createTask(team.owner.agent);
      const b = await createTask(team.owner.agent);
      const theirs = await createTask(foreign.owner.agent);
      const res = await team.owner.agent
        .delete('/v1/tasks/tasks/pseudo')
        .send({ id_tasks: [a.id, theirs.id] })
        .expect(404);
      expect(errorKey(res)).toBe('task_not_found');
      const mine = await createTask(team.member.agent, { is_personal: true });
      await team.member.agent
        .delete('/v1/tasks/tasks/pseudo')
        .send({ id_tasks: [mine.id, a.id] })
        .expect(403);
      expect(await visibleIds(team.owner.agent)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(await visibleIds(team.member.agent)).toContain(mine.id);

      const deleted = await team.owner.agent
        .delete('/v1/tasks/tasks/pseudo')
        .send({ id_tasks: [a.id, b.id] })
        .expect(200);
      expect((deleted.body as Task[]).every((task) => task.is_deleted)).toBe(true);
      expect(await visibleIds(team.owner.agent)).not.toContain(a.id);
      await team.owner.agent
        .patch('/v1/tasks/tasks/restore')
        .send({ id_tasks: [a.id, theirs.id] })
        .expect(404);
      const restored = await team.owner.agent
        .patch('/v1/tasks/tasks/restore')
        .send({ id_tasks: [a.id, b.id] })
        .expect(200);
      expect((restored.body as Task[]).map((task) => task.is_deleted)).toEqual([false, false]);
      await team.owner.agent.delete('/v1/tasks/tasks/pseudo').send({ id_tasks: [] }).expect(400);
      await team.owner.agent
        .delete('/v1/tasks/tasks/pseudo')
        .send({ id_tasks: ['nope'] })
        .expect(400);
    });

    it('deletes permanently, live or soft-deleted', async () => {
      const live = await createTask(team.owner.agent);
      const trashed = await createTask(team.owner.agent);
      await team.owner.agent.delete(`/v1/tasks/${trashed.id}/pseudo`).expect(200);
      for (const task of [live, trashed]) {
        await team.member.agent.delete(`/v1/tasks/${task.id}`).expect(403);
        const res = await team.owner.agent.delete(`/v1/tasks/${task.id}`).expect(200);
        expect((res.body as Task).id).toBe(task.id);
        await team.owner.agent.get(`/v1/tasks/${task.id}/is-used`).expect(404);
      }
    });

    it('refuses with 412 while a recent action refers to the task', async () => {
      const task = await createTask(team.owner.agent);
      const before = await team.owner.agent.get(`/v1/tasks/${task.id}/is-used`).expect(200);
      expect(before.body).toEqual({ is_used: false });
      await sql(
        t,
        `INSERT INTO recent_actions (id_workspace, id_user, id_task, used_at) VALUES ($1, $2, $3, now())`,
        [team.workspaceId, team.owner.id, task.id],
      );
      const used = await team.owner.agent.get(`/v1/tasks/${task.id}/is-used`).expect(200);
      expect(used.body).toEqual({ is_used: true });
      const res = await team.owner.agent.delete(`/v1/tasks/${task.id}`).expect(412);
      expect(errorKey(res)).toBe('tasks.messages.contains_timestamps');
      expect(await visibleIds(team.owner.agent)).toContain(task.id);
    });

    it('turns a foreign-key refusal (time recorded against the task) into the same 412', async () => {
      // Stands in for the time entries of the next issue: ON DELETE RESTRICT towards tasks.
      await sql(
        t,
        `CREATE TABLE IF NOT EXISTS test_time_entries (
           id_task uuid NOT NULL REFERENCES tasks(id) ON DELETE RESTRICT)`,
      );
      const task = await createTask(team.owner.agent);
      await sql(t, `INSERT INTO test_time_entries (id_task) VALUES ($1)`, [task.id]);
      const res = await team.owner.agent.delete(`/v1/tasks/${task.id}`).expect(412);
      expect(errorKey(res)).toBe('tasks.messages.contains_timestamps');
      expect(await visibleIds(team.owner.agent)).toContain(task.id);
    });

    it("answers 404 for another workspace's task everywhere", async () => {
      const theirs = await createTask(foreign.owner.agent);
      const calls = [
        team.owner.agent.patch(`/v1/tasks/${theirs.id}`).send({ name: 'x' }),
        team.owner.agent.patch(`/v1/tasks/${theirs.id}/status`).send({ status: 'DONE' }),
        team.owner.agent.delete(`/v1/tasks/${theirs.id}`),
        team.owner.agent.delete(`/v1/tasks/${theirs.id}/pseudo`),
        team.owner.agent.patch(`/v1/tasks/${theirs.id}/deleted`),
        team.owner.agent.get(`/v1/tasks/${theirs.id}/is-used`),
        team.owner.agent.patch(`/v1/tasks/${theirs.id}/is-archived`),
        team.owner.agent.delete(`/v1/tasks/${theirs.id}/is-archived`),
      ];
      for (const call of calls) {
        const res = await call;
        expect([res.status, errorKey(res)]).toEqual([404, 'task_not_found']);
      }
      await team.owner.agent.delete('/v1/tasks/not-a-uuid/pseudo').expect(400);
    });
  });

  describe('favourites by name', () => {
    it("clears the caller's marks on the project's tasks of that name", async () => {
      const p = await createProject(team.owner.agent);
      const q = await createProject(team.owner.agent);
      const a = await createTask(team.owner.agent, { name: 'Review', id_project: p.id });
      const b = await createTask(team.owner.agent, { name: ' review ', id_project: p.id });
      const c = await createTask(team.owner.agent, { name: 'Review', id_project: q.id });
      const d = await createTask(team.owner.agent, { name: 'Other', id_project: p.id });
      for (const task of [a, b, c, d]) {
        await team.member.agent.patch(`/v1/tasks/${task.id}`).send({ is_favorite: true });
      }
      await team.owner.agent.patch(`/v1/tasks/${a.id}`).send({ is_favorite: true });
      const res = await team.member.agent
        .delete(`/v1/tasks/projects/${p.id}/favorites/${encodeURIComponent('  REVIEW')}`)
        .expect(200);
      expect((res.body as TaskFavoritesRemoved).id_tasks).toEqual([a.id, b.id].sort());
      const marks = Object.fromEntries(
        ((await team.member.agent.get(`/v1/tasks/workspace/${team.workspaceId}`)).body as Task[])
          .filter((task) => [a.id, b.id, c.id, d.id].includes(task.id))
          .map((task) => [task.id, task.is_favorite]),
      );
      expect(marks).toEqual({ [a.id]: false, [b.id]: false, [c.id]: true, [d.id]: true });
      const ownerList = (await team.owner.agent.get(`/v1/tasks/workspace/${team.workspaceId}`))
        .body as Task[];
      expect(ownerList.find((task) => task.id === a.id)?.is_favorite).toBe(true);
    });

    it("answers 404 project_not_found for another workspace's project", async () => {
      const theirs = await createProject(foreign.owner.agent);
      const res = await team.member.agent
        .delete(`/v1/tasks/projects/${theirs.id}/favorites/Review`)
        .expect(404);
      expect(errorKey(res)).toBe('project_not_found');
    });
  });
});
