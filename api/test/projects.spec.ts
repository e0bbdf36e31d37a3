import type { ProjectDetails, ProjectMember, Project } from '@punchcard/shared';
import { newRow, newWorkspace } from './support/factory.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { errorOf } from './support/errors.js';
import {
  createProject,
  projectsTeam,
  sharedProjectTeams,
  uniqueName,
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

  describe('create', () => {
    it('refuses a duplicate name (ignoring case and spaces) with 409 projects.messages.conflict_project', async () => {
      const { owner, workspaceId } = shared.basic;
      const first = await createProject(owner.agent, { name: uniqueName('Unique') });
      const res = await owner.agent
        .post('/v1/projects')
        .send({ name: `  ${first.name.toUpperCase()} ` })
        .expect(409);
      expect(errorOf(res).error_key).toBe('projects.messages.conflict_project');
      const second = await createProject(owner.agent);
      const rename = await owner.agent
        .put(`/v1/projects/${second.id}/settings`)
        .send({ name: first.name, is_public: true, hourly_rate: 0 })
        .expect(409);
      expect(errorOf(rename).error_key).toBe('projects.messages.conflict_project');
      const elsewhere = await newWorkspace(t, { name: 'Other' });
      await elsewhere.agent.post('/v1/projects').send({ name: first.name }).expect(201);
      expect(workspaceId).not.toBe(elsewhere.workspaceId);
    });

    it('creates a project with the full shape; the creator is its first member', async () => {
      const { owner, workspaceId } = shared.basic;
      const res = await owner.agent
        .post('/v1/projects')
        .send({
          id_workspace: workspaceId,
          name: '  Website relaunch ',
          is_public: false,
          description: ' New site ',
          hourly_rate: 12.5,
        })
        .expect(201);
      const project = res.body as ProjectDetails;
      expect(project).toEqual({
        id: expect.any(String) as string,
        id_workspace: workspaceId,
        name: 'Website relaunch',
        description: 'New site',
        is_public: false,
        hourly_rate: 12.5,
        archived_at: null,
        created_at: expect.any(Number) as number,
        is_favorite: false,
        total_members: 1,
        total_tasks: 0,
        clients: [],
      });
      expect(Math.abs(project.created_at - Date.now() / 1000)).toBeLessThan(60);
      const members = await owner.agent.get(`/v1/projects/${project.id}/members`).expect(200);
      expect((members.body as ProjectMember[]).map((m) => m.id_user)).toEqual([owner.id]);
    });

    it('defaults to a public project with a rate of 0', async () => {
      const { owner } = shared.basic;
      const project = await createProject(owner.agent);
      expect(project).toMatchObject({ is_public: true, hourly_rate: 0, description: null });
    });

    it('makes every project public when the plan lacks private projects', async () => {
      const free = shared.free;
      const forced = await createProject(free.owner.agent, { is_public: false });
      expect(forced.is_public).toBe(true);
      // A member who is not on it sees it, as every project is public.
      await free.member.agent.get(`/v1/projects/${forced.id}`).expect(200);

      const lite = shared.lite;
      const kept = await createProject(lite.owner.agent, { is_public: false });
      expect(kept.is_public).toBe(false);
    });

    it.each([[''], ['   '], ['x'.repeat(101)]])(
      'refuses the name %j with create_project_error',
      async (name) => {
        const { owner } = shared.basic;
        const res = await owner.agent.post('/v1/projects').send({ name }).expect(400);
        expect(errorOf(res).error_key).toBe('projects.messages.create_project_error');
      },
    );

    it.each([
      [{ hourly_rate: -1 }],
      [{ hourly_rate: 1.234 }],
      [{ hourly_rate: '5' }],
      [{ is_public: 'yes' }],
      [{ colour: 'red' }],
    ])('refuses the body %j with error.bad_request', async (extra) => {
      const { owner } = shared.basic;
      const res = await owner.agent
        .post('/v1/projects')
        .send({ name: 'P', ...extra })
        .expect(400);
      expect(errorOf(res).error_key).toBe('error.bad_request');
    });

    it('answers 404 workspace_not_found for a workspace that is not the active one', async () => {
      const { owner } = shared.basic;
      const elsewhere = await newWorkspace(t, { name: 'Elsewhere' });
      const res = await owner.agent
        .post('/v1/projects')
        .send({ id_workspace: elsewhere.workspaceId, name: 'P' })
        .expect(404);
      expect(errorOf(res).error_key).toBe('workspace_not_found');
    });

    it('needs CUD_PROJECT_TASK, also on FREE where other permissions pass', async () => {
      const { basic } = shared;
      await basic.member.agent.post('/v1/projects').send({ name: 'P' }).expect(403);
      await basic.manager.agent
        .post('/v1/projects')
        .send({ name: uniqueName('P') })
        .expect(201);
      const free = shared.free;
      await free.member.agent.post('/v1/projects').send({ name: 'P' }).expect(403);
    });
  });

  describe('reads', () => {
    it('lists what the caller may see, with archived, favorite and mine filters', async () => {
      const { owner, manager, member } = await projectsTeam(t);
      const open = await createProject(owner.agent, { name: 'B open' });
      const hidden = await createProject(owner.agent, { name: 'C hidden', is_public: false });
      const joined = await createProject(owner.agent, { name: 'A joined', is_public: false });
      const archived = await createProject(owner.agent, { name: 'D archived' });
      await owner.agent.post(`/v1/projects/${joined.id}/members`).send({ id_user: member.id });
      await owner.agent.patch(`/v1/projects/${archived.id}/is-archived`).expect(200);
      await member.agent.patch(`/v1/projects/${open.id}/is-favorite`).expect(200);

      const names = async (agent: TestAgent, query = {}) =>
        ((await agent.get('/v1/projects').query(query).expect(200)).body as Project[]).map(
          (p) => p.name,
        );
      expect(await names(member.agent)).toEqual(['A joined', 'B open']);
      expect(await names(manager.agent)).toEqual(['A joined', 'B open', 'C hidden']);
      expect(await names(member.agent, { archived: 'true' })).toEqual(['D archived']);
      expect(await names(member.agent, { favorite: 'true' })).toEqual(['B open']);
      // Favouriting a public project joined it.
      expect(await names(member.agent, { mine: 'true' })).toEqual(['A joined', 'B open']);
      expect(await names(owner.agent, { mine: 'true', archived: 'false' })).toEqual([
        'A joined',
        'B open',
        'C hidden',
      ]);
      const res = await member.agent.get('/v1/projects').query({ archived: 'maybe' }).expect(400);
      expect(errorOf(res).error_key).toBe('error.bad_request');
      await member.agent.get(`/v1/projects/${hidden.id}`).expect(404);
    });

    it('reads one project with its counts and clients', async () => {
      const { owner, member, workspaceId } = shared.basic;
      const project = await createProject(owner.agent);
      const idClient = await newRow(t, 'clients', { id_workspace: workspaceId, name: 'Zed Corp' });
      await owner.agent.post(`/v1/projects/${project.id}/clients`).send({ id_client: idClient });
      await owner.agent.post(`/v1/projects/${project.id}/members`).send({ id_user: member.id });
      await owner.agent.post('/v1/tasks').send({ name: 'One', id_project: project.id }).expect(201);
      await member.agent
        .post('/v1/tasks')
        .send({ name: 'Mine', id_project: project.id, is_personal: true })
        .expect(201);
      const seen = async (agent: TestAgent) =>
        (await agent.get(`/v1/projects/${project.id}`).expect(200)).body as ProjectDetails;
      expect(await seen(owner.agent)).toMatchObject({
        total_members: 2,
        total_tasks: 1,
        clients: [{ id: idClient, name: 'Zed Corp', avatar: null }],
      });
      // A personal task counts for its owner only.
      expect((await seen(member.agent)).total_tasks).toBe(2);
    });

    it("answers 404 project_not_found for another workspace's project and 400 for a bad id", async () => {
      const mine = shared.basic;
      const theirs = shared.foreign;
      const project = await createProject(theirs.owner.agent);
      for (const path of [`/v1/projects/${project.id}`, `/v1/projects/${project.id}/members`]) {
        const res = await mine.owner.agent.get(path).expect(404);
        expect(errorOf(res).error_key).toBe('project_not_found');
      }
      await mine.owner.agent
        .put(`/v1/projects/${project.id}/settings`)
        .send({ name: 'Taken', is_public: true, hourly_rate: 1 })
        .expect(404);
      await mine.owner.agent.get('/v1/projects/not-a-uuid').expect(400);
    });
  });
});
