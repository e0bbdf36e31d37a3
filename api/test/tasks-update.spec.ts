import type { Task } from '@punchcard/shared';
import { newCatalogueItem } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';
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

  describe('update', () => {
    it('changes only the fields sent', async () => {
      const project = await createProject(team.owner.agent);
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId, `t${Date.now()}`);
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
      expect(await visibleIds(team.manager.agent, team.workspaceId)).not.toContain(shared.id);
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
      expect(await visibleIds(team.owner.agent, team.workspaceId)).toContain(task.id);
    });
  });
});
