import type { Project } from '@punchcard/shared';
import { newRow } from './support/factory.js';
import { setPlan, sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { errorOf } from './support/errors.js';
import {
  createProject,
  projectsTeam,
  sharedProjectTeams,
  type ProjectsTeam,
} from './support/projects.js';

describe('projects', () => {
  let t: TestApp;
  let shared: Record<'basic' | 'foreign' | 'free' | 'lite', ProjectsTeam>;
  beforeAll(async () => {
    t = await startTestApp();
    shared = await sharedProjectTeams(t);
  });
  afterAll(() => t.close());

  describe('settings and archive', () => {
    it('replaces the settings; private is forced public without the feature', async () => {
      const { owner, workspaceId } = await projectsTeam(t);
      const project = await createProject(owner.agent, { description: 'old' });
      const res = await owner.agent
        .put(`/v1/projects/${project.id}/settings`)
        .send({ name: ' Renamed ', is_public: false, hourly_rate: 40.25 })
        .expect(200);
      expect(res.body).toMatchObject({
        name: 'Renamed',
        is_public: false,
        hourly_rate: 40.25,
        description: null,
      });
      await setPlan(t, workspaceId, 'FREE');
      const free = await owner.agent
        .put(`/v1/projects/${project.id}/settings`)
        .send({ name: 'Renamed', is_public: false, hourly_rate: 0 })
        .expect(200);
      expect((free.body as Project).is_public).toBe(true);
    });

    it('answers a private project as public after a downgrade, and private again after', async () => {
      const { owner, member, workspaceId } = await projectsTeam(t);
      const project = await createProject(owner.agent, { is_public: false });
      await member.agent.get(`/v1/projects/${project.id}`).expect(404);
      await setPlan(t, workspaceId, 'FREE');
      const seen = await member.agent.get(`/v1/projects/${project.id}`).expect(200);
      expect((seen.body as Project).is_public).toBe(true);
      await setPlan(t, workspaceId, 'LITE');
      await member.agent.get(`/v1/projects/${project.id}`).expect(404);
    });

    it('refuses a bad name and members without CUD_PROJECT_TASK', async () => {
      const { owner, member } = shared.basic;
      const project = await createProject(owner.agent);
      const bad = await owner.agent
        .put(`/v1/projects/${project.id}/settings`)
        .send({ name: ' ', is_public: true, hourly_rate: 0 })
        .expect(400);
      expect(errorOf(bad).error_key).toBe('projects.messages.create_project_error');
      await owner.agent
        .put(`/v1/projects/${project.id}/settings`)
        .send({ name: 'X', is_public: true })
        .expect(400);
      await member.agent
        .put(`/v1/projects/${project.id}/settings`)
        .send({ name: 'X', is_public: true, hourly_rate: 0 })
        .expect(403);
    });

    it('archives (keeping the first time) and unarchives', async () => {
      const { owner, member } = shared.basic;
      const project = await createProject(owner.agent);
      const first = await owner.agent.patch(`/v1/projects/${project.id}/is-archived`).expect(200);
      const archivedAt = (first.body as Project).archived_at;
      expect(typeof archivedAt).toBe('number');
      t.clock.advance(5_000);
      const again = await owner.agent.patch(`/v1/projects/${project.id}/is-archived`).expect(200);
      expect((again.body as Project).archived_at).toBe(archivedAt);
      await member.agent.delete(`/v1/projects/${project.id}/is-archived`).expect(403);
      const back = await owner.agent.delete(`/v1/projects/${project.id}/is-archived`).expect(200);
      expect((back.body as Project).archived_at).toBeNull();
    });
  });

  describe('favourites, joining and leaving', () => {
    it('favouriting a public project joins it; unfavouriting keeps the membership', async () => {
      const { owner, member } = shared.basic;
      const project = await createProject(owner.agent);
      const fav = await member.agent.patch(`/v1/projects/${project.id}/is-favorite`).expect(200);
      expect(fav.body).toMatchObject({ is_favorite: true, total_members: 2 });
      // The mark is the caller's own.
      const ownerView = await owner.agent.get(`/v1/projects/${project.id}`).expect(200);
      expect((ownerView.body as Project).is_favorite).toBe(false);
      const unfav = await member.agent.delete(`/v1/projects/${project.id}/is-favorite`).expect(200);
      expect(unfav.body).toMatchObject({ is_favorite: false, total_members: 2 });
    });

    it('a private project must be joined before it is favourited', async () => {
      const { owner, manager } = shared.basic;
      const project = await createProject(owner.agent, { is_public: false });
      const res = await manager.agent.patch(`/v1/projects/${project.id}/is-favorite`).expect(403);
      expect(errorOf(res).error_key).toBe('projects.messages.add_member_forbidden');
      const fav = await owner.agent.patch(`/v1/projects/${project.id}/is-favorite`).expect(200);
      expect((fav.body as Project).is_favorite).toBe(true);
    });

    it('joins and leaves; twice is a conflict and a missing membership', async () => {
      const { owner, member } = shared.basic;
      const project = await createProject(owner.agent);
      const joined = await member.agent.post(`/v1/projects/${project.id}/members/me`).expect(201);
      expect((joined.body as Project).total_members).toBe(2);
      const again = await member.agent.post(`/v1/projects/${project.id}/members/me`).expect(409);
      expect(errorOf(again).error_key).toBe('projects.messages.conflict_member');
      const left = await member.agent.delete(`/v1/projects/${project.id}/members/me`).expect(200);
      expect((left.body as Project).total_members).toBe(1);
      const gone = await member.agent.delete(`/v1/projects/${project.id}/members/me`).expect(404);
      expect(errorOf(gone).error_key).toBe('projects.messages.member_not_found');
    });

    it('a private project is joined by being added, except by those who may add members', async () => {
      const { owner, manager, member } = shared.basic;
      const project = await createProject(owner.agent, { is_public: false });
      const res = await member.agent.post(`/v1/projects/${project.id}/members/me`).expect(403);
      expect(errorOf(res).error_key).toBe('projects.messages.add_member_forbidden');
      await manager.agent.post(`/v1/projects/${project.id}/members/me`).expect(201);
      // Leaving a private project answers it once more, then it is hidden.
      await owner.agent.post(`/v1/projects/${project.id}/members`).send({ id_user: member.id });
      const left = await member.agent.delete(`/v1/projects/${project.id}/members/me`).expect(200);
      expect((left.body as Project).id).toBe(project.id);
      await member.agent.get(`/v1/projects/${project.id}`).expect(404);
    });

    it("cannot join another workspace's project", async () => {
      const mine = shared.basic;
      const theirs = shared.foreign;
      const project = await createProject(theirs.owner.agent);
      const res = await mine.member.agent.post(`/v1/projects/${project.id}/members/me`).expect(404);
      expect(errorOf(res).error_key).toBe('project_not_found');
    });
  });

  describe('clients', () => {
    it('attaches clients and detaches them with a repeated query', async () => {
      const { owner, workspaceId } = shared.basic;
      const project = await createProject(owner.agent);
      const a = await newRow(t, 'clients', { id_workspace: workspaceId, name: 'Alpha' });
      const b = await newRow(t, 'clients', { id_workspace: workspaceId, name: 'Beta' });
      for (const id of [b, a]) {
        await owner.agent
          .post(`/v1/projects/${project.id}/clients`)
          .send({ id_client: id })
          .expect(201);
      }
      const dup = await owner.agent
        .post(`/v1/projects/${project.id}/clients`)
        .send({ id_client: a })
        .expect(409);
      expect(errorOf(dup).error_key).toBe('error.conflict');
      const both = await owner.agent.get(`/v1/projects/${project.id}`).expect(200);
      expect((both.body as Project).clients.map((c) => c.name)).toEqual(['Alpha', 'Beta']);
      const res = await owner.agent
        .delete(`/v1/projects/${project.id}/clients?clients=${a}&clients=${b}`)
        .expect(200);
      expect((res.body as Project).clients).toEqual([]);
      const one = await owner.agent
        .delete(`/v1/projects/${project.id}/clients`)
        .query({ clients: a })
        .expect(200);
      expect((one.body as Project).clients).toEqual([]);
      await owner.agent.delete(`/v1/projects/${project.id}/clients`).expect(400);
    });

    it("refuses another workspace's client and a deleted one with client_not_found", async () => {
      const { owner, workspaceId } = shared.basic;
      const theirs = shared.foreign;
      const project = await createProject(owner.agent);
      const foreign = await newRow(t, 'clients', {
        id_workspace: theirs.workspaceId,
        name: 'Acme',
      });
      const deleted = await newRow(t, 'clients', { id_workspace: workspaceId, name: 'Acme' });
      await sql(t, `UPDATE clients SET deleted_at = now() WHERE id = $1`, [deleted]);
      for (const id of [foreign, deleted]) {
        const res = await owner.agent
          .post(`/v1/projects/${project.id}/clients`)
          .send({ id_client: id })
          .expect(404);
        expect(errorOf(res).error_key).toBe('client_not_found');
      }
      const res = await owner.agent
        .delete(`/v1/projects/${project.id}/clients`)
        .query({ clients: foreign })
        .expect(404);
      expect(errorOf(res).error_key).toBe('client_not_found');
    });

    it('refuses members without CUD_PROJECT_TASK with add_project_forbidden', async () => {
      const { owner, member, workspaceId } = shared.basic;
      const project = await createProject(owner.agent);
      const id = await newRow(t, 'clients', { id_workspace: workspaceId, name: 'Acme' });
      const res = await member.agent
        .post(`/v1/projects/${project.id}/clients`)
        .send({ id_client: id })
        .expect(403);
      expect(errorOf(res).error_key).toBe('clients.messages.add_project_forbidden');
      await member.agent
        .delete(`/v1/projects/${project.id}/clients`)
        .query({ clients: id })
        .expect(403);
    });
  });
});
