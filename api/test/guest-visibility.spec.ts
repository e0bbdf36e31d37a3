import type { Member, ProjectMember } from '@punchcard/shared';
import { newTeam } from './support/factory.js';
import { createProject } from './support/projects.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * A guest is an outside collaborator on projects (docs/decisions.md, "What a guest sees"): they
 * see themselves and the people they share a project with, never the staff list or anyone's
 * e-mail address but their own. Everyone else keeps the full list.
 */
describe('what a guest sees of the members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists only co-project members, without their e-mail addresses', async () => {
    const team = await newTeam(t, { name: 'Agency', via: 'sign-up' });
    const project = await createProject(team.superOwner.agent, { is_public: false });
    for (const person of [team.guest, team.member]) {
      await team.superOwner.agent
        .post(`/v1/projects/${project.id}/members`)
        .send({ id_user: person.id })
        .expect(201);
    }

    const seen = await team.guest.agent
      .get(`/v1/workspaces/${team.workspaceId}/members`)
      .expect(200);
    const members = seen.body as Member[];
    expect(members.map((m) => m.id_user).sort()).toEqual(
      [team.guest.id, team.member.id, team.superOwner.id].sort(),
    );
    expect(members.find((m) => m.id_user === team.guest.id)?.email).toBe(team.guest.email);
    // The project's creator is on it too; the manager and the owner are not.
    const others = members.filter((m) => m.id_user !== team.guest.id);
    expect(others.map((m) => m.email)).toEqual([null, null]);
    expect(JSON.stringify(seen.body)).not.toContain(team.member.email);
    expect(JSON.stringify(seen.body)).not.toContain(team.superOwner.email);

    const onProject = await team.guest.agent.get(`/v1/projects/${project.id}/members`).expect(200);
    const rows = onProject.body as ProjectMember[];
    expect(rows.find((m) => m.id_user === team.member.id)?.email).toBeNull();
    expect(rows.find((m) => m.id_user === team.guest.id)?.email).toBe(team.guest.email);
    expect(JSON.stringify(onProject.body)).not.toContain(team.superOwner.email);
  });

  it('shows a guest on no project only themselves; a member still sees everyone', async () => {
    const team = await newTeam(t, { name: 'Studio', via: 'sign-up' });
    const guestView = await team.guest.agent
      .get(`/v1/workspaces/${team.workspaceId}/members`)
      .expect(200);
    expect((guestView.body as Member[]).map((m) => m.id_user)).toEqual([team.guest.id]);

    const memberView = await team.member.agent
      .get(`/v1/workspaces/${team.workspaceId}/members`)
      .expect(200);
    const everyone = memberView.body as Member[];
    expect(everyone).toHaveLength(5);
    expect(everyone.every((m) => typeof m.email === 'string')).toBe(true);
  });
});
