import type { Task, TaskPage } from '@punchcard/shared';
import { newCatalogueItem, newWorkspace } from './support/factory.js';
import { addMember, sql } from './support/db.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { errorKey } from './support/errors.js';
import {
  createProject,
  createTask,
  tasksTeam,
  visibleIds,
  type TasksTeam,
} from './support/tasks.js';

describe('tasks', () => {
  let t: TestApp;
  let team: TasksTeam;
  let foreign: TasksTeam;
  beforeAll(async () => {
    t = await startTestApp();
    [team, foreign] = await Promise.all([tasksTeam(t), tasksTeam(t)]);
  });
  afterAll(() => t.close());

  async function taskCount(): Promise<number> {
    const [row] = await sql<{ n: number }>(t, `SELECT count(*)::int AS n FROM tasks`);
    return row?.n ?? 0;
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
      const idCategory = await newCatalogueItem(t, 'categories', team.workspaceId, 'Design');
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId, 'urgent');
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
          { id_category: await newCatalogueItem(t, 'categories', foreign.workspaceId, 'C') },
          'category_not_found',
          team.owner.agent,
        ],
        [
          { id_tags: [await newCatalogueItem(t, 'tags', foreign.workspaceId, 'tag')] },
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
      expect(await visibleIds(team.member.agent, team.workspaceId)).toContain(personal.id);
      expect(await visibleIds(team.owner.agent, team.workspaceId)).not.toContain(personal.id);
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
      expect(await visibleIds(team.member.agent, team.workspaceId)).not.toContain(task.id);
      expect(await visibleIds(team.manager.agent, team.workspaceId)).toContain(task.id);
      await team.member.agent.get(`/v1/tasks/${task.id}/is-used`).expect(404);
      await team.owner.agent
        .post(`/v1/projects/${hidden.id}/members`)
        .send({ id_user: team.member.id })
        .expect(201);
      expect(await visibleIds(team.member.agent, team.workspaceId)).toContain(task.id);
    });

    it("lists another of the caller's workspaces by id, never a foreign one", async () => {
      const theirs = await createTask(foreign.owner.agent);
      const res = await team.owner.agent
        .get(`/v1/tasks/workspace/${foreign.workspaceId}`)
        .expect(404);
      expect(errorKey(res)).toBe('workspace_not_found');
      const second = await newWorkspace(t, { name: 'Second' });
      await addMember(t, foreign.workspaceId, second.me.user.id, 'Member');
      expect(await visibleIds(second.agent, foreign.workspaceId)).toContain(theirs.id);
    });

    it('pages live tasks with their tags, newest first', async () => {
      const solo = await newWorkspace(t, { name: 'Pages' });
      const idTag = await newCatalogueItem(t, 'tags', solo.workspaceId, 'Blue');
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
});
