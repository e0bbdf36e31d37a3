import type { ProjectMember } from '@punchcard/shared';
import { addMember, sql } from './support/db.js';
import { signUp, startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { errorOf } from './support/errors.js';
import { createProject, sharedProjectTeams, type ProjectsTeam } from './support/projects.js';

describe('projects', () => {
  let t: TestApp;
  let shared: Record<'basic' | 'foreign' | 'free' | 'lite', ProjectsTeam>;
  beforeAll(async () => {
    t = await startTestApp();
    shared = await sharedProjectTeams(t);
  });
  afterAll(() => t.close());

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
});
