import type { ApiErrorBody, ProjectDetails, ProjectMember, Project } from '@punchcard/shared';
import { addMember, setPlan, sql } from './support/db.js';
import {
  signUp,
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
} from './support/test-app.js';

describe('projects', () => {
  let t: TestApp;
  /** Teams most tests share; a test that changes a plan or counts every project has its own. */
  let shared: Record<'basic' | 'foreign' | 'free' | 'lite', Team>;
  beforeAll(async () => {
    t = await startTestApp();
    const [basic, foreign, free, lite] = await Promise.all([
      team(),
      team(),
      team('FREE'),
      team('LITE'),
    ]);
    shared = { basic, foreign, free, lite };
  });
  afterAll(() => t.close());

  type Person = { agent: TestAgent; id: string; email: string };
  type Team = Awaited<ReturnType<typeof team>>;

  /** A workspace on `plan` with a SuperOwner, a Manager and two Members. */
  async function team(plan = 'BASIC') {
    const owner = await signUpWithWorkspace(t, 'Projects Team');
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

  async function createProject(agent: TestAgent, body: object = {}): Promise<ProjectDetails> {
    const res = await agent
      .post('/v1/projects')
      .send({ name: uniqueName('Relaunch'), ...body })
      .expect(201);
    return res.body as ProjectDetails;
  }

  let names = 0;
  /** Project names are unique per workspace, so every test project gets its own. */
  function uniqueName(base: string): string {
    names += 1;
    return `${base} ${names}`;
  }

  function errorOf(res: { body: unknown }): ApiErrorBody {
    return res.body as ApiErrorBody;
  }

  async function newClient(idWorkspace: string, name = 'Acme'): Promise<string> {
    const [row] = await sql<{ id: string }>(
      t,
      `INSERT INTO clients (id_workspace, name) VALUES ($1, $2) RETURNING id`,
      [idWorkspace, name],
    );
    if (!row) throw new Error('no client');
    return row.id;
  }

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
      const elsewhere = await signUpWithWorkspace(t, 'Other');
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
      const elsewhere = await signUpWithWorkspace(t, 'Elsewhere');
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
      const { owner, manager, member } = await team();
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
      const idClient = await newClient(workspaceId, 'Zed Corp');
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

  describe('settings and archive', () => {
    it('replaces the settings; private is forced public without the feature', async () => {
      const { owner, workspaceId } = await team();
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
      const { owner, member, workspaceId } = await team();
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

  describe('members', () => {
    it('adds and removes members; the list has the full row shape', async () => {
      const { owner, member } = shared.basic;
      const project = await createProject(owner.agent, { hourly_rate: 30 });
      await sql(t, `UPDATE users SET first_name = 'Mia', last_name = 'Ito' WHERE id = $1`, [
        member.id,
      ]);
      const added = await owner.agent
        .post(`/v1/projects/${project.id}/members`)
        .send({ id_user: member.id })
        .expect(201);
      const row = (added.body as ProjectMember[]).find((m) => m.id_user === member.id);
      expect(row).toEqual({
        id_user: member.id,
        name: 'Mia Ito',
        email: member.email,
        role: 'Member',
        is_favorite: false,
        hourly_rate: 30,
        joined_at: expect.any(Number) as number,
      });
      const dup = await owner.agent
        .post(`/v1/projects/${project.id}/members`)
        .send({ id_user: member.id })
        .expect(409);
      expect(errorOf(dup).error_key).toBe('projects.messages.conflict_member');
      const removed = await owner.agent
        .post(`/v1/projects/${project.id}/members/remove`)
        .send({ id_user: member.id })
        .expect(200);
      expect((removed.body as ProjectMember[]).map((m) => m.id_user)).toEqual([owner.id]);
      const missing = await owner.agent
        .post(`/v1/projects/${project.id}/members/remove`)
        .send({ id_user: member.id })
        .expect(404);
      expect(errorOf(missing).error_key).toBe('projects.messages.member_not_found');
    });

    it('adds only ACTIVE members of the workspace', async () => {
      const { owner, workspaceId } = shared.basic;
      const project = await createProject(owner.agent);
      const pending = await signUp(t);
      await addMember(t, workspaceId, pending.me.user.id, 'Member', 'PENDING');
      const stranger = await signUp(t);
      for (const idUser of [pending.me.user.id, stranger.me.user.id]) {
        const res = await owner.agent
          .post(`/v1/projects/${project.id}/members`)
          .send({ id_user: idUser })
          .expect(404);
        expect(errorOf(res).error_key).toBe('projects.messages.member_not_found');
      }
    });

    it('refuses members without CUD_PROJECT_TASK with add_member_forbidden', async () => {
      const { owner, member, other } = shared.basic;
      const project = await createProject(owner.agent);
      const res = await member.agent
        .post(`/v1/projects/${project.id}/members`)
        .send({ id_user: other.id })
        .expect(403);
      expect(errorOf(res).error_key).toBe('projects.messages.add_member_forbidden');
      await member.agent
        .post(`/v1/projects/${project.id}/members/remove`)
        .send({ id_user: owner.id })
        .expect(403);
    });

    it('shows rates to managers (all rows) and to each member (their own) on BASIC', async () => {
      const { owner, member, other } = shared.basic;
      const project = await createProject(owner.agent, { hourly_rate: 10 });
      for (const person of [member, other]) {
        await owner.agent
          .post(`/v1/projects/${project.id}/members`)
          .send({ id_user: person.id })
          .expect(201);
      }
      const rates = async (agent: TestAgent) =>
        Object.fromEntries(
          (
            (await agent.get(`/v1/projects/${project.id}/members`).expect(200))
              .body as ProjectMember[]
          ).map((m) => [m.id_user, m.hourly_rate]),
        );
      expect(await rates(owner.agent)).toEqual({ [owner.id]: 10, [member.id]: 10, [other.id]: 10 });
      expect(await rates(member.agent)).toEqual({
        [owner.id]: null,
        [member.id]: 10,
        [other.id]: null,
      });
    });

    it('shows no rates without the member-rate feature', async () => {
      const { owner } = shared.lite;
      const project = await createProject(owner.agent, { hourly_rate: 10 });
      const res = await owner.agent.get(`/v1/projects/${project.id}/members`).expect(200);
      expect((res.body as ProjectMember[])[0]?.hourly_rate).toBeNull();
    });
  });

  describe('member rates', () => {
    it('sets several rates in one call; null falls back to the project rate', async () => {
      const { owner, member } = shared.basic;
      const a = await createProject(owner.agent, { hourly_rate: 10 });
      const b = await createProject(owner.agent, { hourly_rate: 20 });
      await owner.agent.post(`/v1/projects/${a.id}/members`).send({ id_user: member.id });
      const res = await owner.agent
        .patch('/v1/projects/members/hourly-rate')
        .send({
          rates: [
            { id_project: a.id, id_user: member.id, hourly_rate: 55.5 },
            { id_project: b.id, id_user: owner.id, hourly_rate: 0 },
          ],
        })
        .expect(200);
      expect(res.body).toEqual([
        { id_project: a.id, id_user: member.id, hourly_rate: 55.5 },
        { id_project: b.id, id_user: owner.id, hourly_rate: 0 },
      ]);
      const rateOf = async (idProject: string, idUser: string) =>
        (
          (await owner.agent.get(`/v1/projects/${idProject}/members`).expect(200))
            .body as ProjectMember[]
        ).find((m) => m.id_user === idUser)?.hourly_rate;
      expect(await rateOf(a.id, member.id)).toBe(55.5);
      expect(await rateOf(b.id, owner.id)).toBe(0);
      await owner.agent
        .patch('/v1/projects/members/hourly-rate')
        .send({ rates: [{ id_project: a.id, id_user: member.id, hourly_rate: null }] })
        .expect(200);
      expect(await rateOf(a.id, member.id)).toBe(10);
    });

    it('changes nothing when one entry is not a project member', async () => {
      const { owner, other } = shared.basic;
      const project = await createProject(owner.agent);
      const res = await owner.agent
        .patch('/v1/projects/members/hourly-rate')
        .send({
          rates: [
            { id_project: project.id, id_user: owner.id, hourly_rate: 99 },
            { id_project: project.id, id_user: other.id, hourly_rate: 5 },
          ],
        })
        .expect(404);
      expect(errorOf(res).error_key).toBe('projects.messages.member_not_found');
      const members = await owner.agent.get(`/v1/projects/${project.id}/members`).expect(200);
      expect((members.body as ProjectMember[])[0]?.hourly_rate).toBe(0);
    });

    it("refuses another workspace's project, bad amounts, duplicates and plain members", async () => {
      const { owner, member } = shared.basic;
      const theirs = shared.foreign;
      const foreign = await createProject(theirs.owner.agent);
      const project = await createProject(owner.agent);
      const notFound = await owner.agent
        .patch('/v1/projects/members/hourly-rate')
        .send({ rates: [{ id_project: foreign.id, id_user: theirs.owner.id, hourly_rate: 1 }] })
        .expect(404);
      expect(errorOf(notFound).error_key).toBe('project_not_found');
      for (const hourly_rate of [-1, 1.005, '3']) {
        await owner.agent
          .patch('/v1/projects/members/hourly-rate')
          .send({ rates: [{ id_project: project.id, id_user: owner.id, hourly_rate }] })
          .expect(400);
      }
      const entry = { id_project: project.id, id_user: owner.id, hourly_rate: 1 };
      await owner.agent
        .patch('/v1/projects/members/hourly-rate')
        .send({ rates: [entry, entry] })
        .expect(400);
      await owner.agent.patch('/v1/projects/members/hourly-rate').send({ rates: [] }).expect(400);
      await member.agent
        .patch('/v1/projects/members/hourly-rate')
        .send({ rates: [entry] })
        .expect(403);
    });

    it('needs the member-rate feature', async () => {
      const { owner } = shared.lite;
      const project = await createProject(owner.agent);
      const res = await owner.agent
        .patch('/v1/projects/members/hourly-rate')
        .send({ rates: [{ id_project: project.id, id_user: owner.id, hourly_rate: 1 }] })
        .expect(403);
      expect(errorOf(res).error_key).toBe('plan_feature_unavailable');
    });
  });

  describe('clients', () => {
    it('attaches clients and detaches them with a repeated query', async () => {
      const { owner, workspaceId } = shared.basic;
      const project = await createProject(owner.agent);
      const a = await newClient(workspaceId, 'Alpha');
      const b = await newClient(workspaceId, 'Beta');
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
      const foreign = await newClient(theirs.workspaceId);
      const deleted = await newClient(workspaceId);
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
      const id = await newClient(workspaceId);
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
