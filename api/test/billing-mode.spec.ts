import {
  DEFAULT_ROLE_PERMISSIONS,
  type RecentAction,
  Role,
  type Workspace,
  type WorkspaceTime,
} from '@punchcard/shared';
import { RetentionService } from '../src/modules/retention/retention.service.js';
import { sql } from './support/db.js';
import { DAY, HOUR, newMember, newRow, newWorkspace, nowSeconds } from './support/factory.js';
import { invite } from './support/invitations.js';
import { startTestApp, type TestApp, uniqueEmail } from './support/test-app.js';
import { list, workspaceTimeOf } from './support/workspace-times.js';

// What plans mean depends on BILLING (docs/decisions.md, "Plans and permissions"): without
// billing, the self-hosted default, no plan holds anything back; with billing the spec's table
// applies. Either way a plain member never passes a manager's permission.

const DAY_MS = DAY * 1000;

/** A FREE workspace (where every new one starts) with a plain member signed in by cookie. */
async function freeTeam(t: TestApp) {
  const owner = await newWorkspace(t, { name: 'Free team' });
  const member = await newMember(t, owner.workspaceId, Role.Member, { via: 'sign-up' });
  return { owner, member };
}

async function recentAction(t: TestApp, idWorkspace: string, idUser: string, daysAgo: number) {
  return newRow(t, 'recent_actions', {
    id_workspace: idWorkspace,
    id_user: idUser,
    description: `${daysAgo} days ago`,
    used_at: new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
  });
}

describe('without billing (BILLING unset, the self-hosted default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Blank reads as unset, overriding the harness's BILLING=test.
    t = await startTestApp({ BILLING: '' });
  });
  afterAll(() => t.close());

  it('starts a new workspace on FREE and says billing is off', async () => {
    expect(t.config.billing).toBe('none');
    const { owner } = await freeTeam(t);
    const res = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
    expect(res.body).toMatchObject({ plan: 'FREE', billing: 'none' });
  });

  it('keeps entries older than 35 days on FREE, through reads and the daily purge', async () => {
    const { owner } = await freeTeam(t);
    const old = await workspaceTimeOf(t, owner, owner, { ago: 40 * DAY }, { ago: 40 * DAY - HOUR });
    const oldAction = await recentAction(t, owner.workspaceId, owner.id, 36);

    expect(await t.app.get(RetentionService).purge()).toEqual({});
    const [left] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM workspace_times WHERE id = $1`,
      [old],
    );
    expect(left?.n).toBe('1');

    const times = await list(t, owner.agent, { start: nowSeconds(t) - 45 * DAY });
    expect(times.map((time: WorkspaceTime) => time.id)).toContain(old);
    const actions = (await owner.agent.get('/v1/workspaces/recent-actions').expect(200))
      .body as RecentAction[];
    expect(actions.map((a) => a.id)).toContain(oldAction);
  });

  it('has no member limit on FREE', async () => {
    const { owner } = await freeTeam(t);
    const emails = Array.from({ length: 7 }, () => uniqueEmail('seat'));
    await invite(owner.agent, emails).expect(201);
  });

  it('offers every feature on FREE: roles, guests, pomodoro, required fields, the permission map', async () => {
    const { owner } = await freeTeam(t);
    await invite(owner.agent, [uniqueEmail()], 'Manager').expect(201);
    await invite(owner.agent, [uniqueEmail()], 'Guest').expect(201);
    await owner.agent
      .patch('/v1/workspaces/pomodoro-customization-settings')
      .send({ is_pomodoro_customization_enabled: true })
      .expect(200);
    const settings = (
      await owner.agent
        .patch('/v1/activities/settings')
        .send({ is_description_required: true })
        .expect(200)
    ).body as Workspace;
    expect(settings.timestamp_settings.is_description_required).toBe(true);
    await owner.agent.patch('/v1/workspaces/permissions').send({ permissions: [] }).expect(200);
  });

  it('still keeps a plain member out of a manager’s permissions', async () => {
    const { owner, member } = await freeTeam(t);
    await member.agent.patch('/v1/workspaces/currency').send({ currency: 'EUR' }).expect(403);
    await member.agent
      .get('/v1/workspaces/timestamps')
      .query({ start: nowSeconds(t) - DAY, end: nowSeconds(t), id_user: owner.id })
      .expect(403);
  });
});

describe('with billing on (BILLING=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BILLING: 'test' });
  });
  afterAll(() => t.close());

  it('applies the FREE row of the plan table: retention, member limit, no features', async () => {
    const { owner } = await freeTeam(t);
    const res = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
    expect(res.body).toMatchObject({ plan: 'FREE', billing: 'test' });

    const old = await recentAction(t, owner.workspaceId, owner.id, 36);
    await owner.agent.get('/v1/workspaces/recent-actions').expect(200, []);
    expect(await t.app.get(RetentionService).purge()).toMatchObject({ recent_actions: 1 });
    expect(await sql(t, `SELECT id FROM recent_actions WHERE id = $1`, [old])).toEqual([]);

    // Owner and member hold 2 of the 5 seats.
    const emails = Array.from({ length: 4 }, () => uniqueEmail('seat'));
    const full = await invite(owner.agent, emails).expect(403);
    expect(full.body).toMatchObject({ error_key: 'add_member_forbidden' });
    await owner.agent
      .patch('/v1/workspaces/pomodoro-customization-settings')
      .send({ is_pomodoro_customization_enabled: true })
      .expect(403);
    await owner.agent.patch('/v1/workspaces/permissions').send({ permissions: [] }).expect(403);
  });

  it('stores the default map when a plan switch drops the permissions feature', async () => {
    const { owner } = await freeTeam(t);
    await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'LITE' }).expect(200);
    await owner.agent.patch('/v1/workspaces/permissions').send({ permissions: [] }).expect(200);
    const lite = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
      .body as Workspace;
    expect(lite.permissions).toEqual([]);
    const free = (await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'FREE' }).expect(200))
      .body as Workspace;
    const held = (role: Role) =>
      free.permissions
        .filter((grant) => grant.member_role === role)
        .map((grant) => grant.permission)
        .sort();
    for (const role of [Role.Owner, Role.Manager, Role.Member, Role.Guest]) {
      expect(held(role)).toEqual([...DEFAULT_ROLE_PERMISSIONS[role]].sort());
    }
  });

  it('turns a member’s own past-time edit into a request when a manager approves', async () => {
    const { owner, member } = await freeTeam(t);
    const mine = await workspaceTimeOf(t, owner, member, { ago: 3 * HOUR }, { ago: 2 * HOUR });
    await owner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
    const now = nowSeconds(t);
    const edit = await member.agent
      .patch(`/v1/workspaces/timestamps/${mine}`)
      .send({ start: now - 4 * HOUR, end: now - 2 * HOUR })
      .expect(403);
    expect(edit.body).toMatchObject({ error_key: 'time_modification_not_allowed' });
    // A manager's permission still lets the owner change it directly.
    await owner.agent
      .patch(`/v1/workspaces/timestamps/${mine}`)
      .send({ start: now - 4 * HOUR, end: now - 2 * HOUR })
      .expect(200);
  });

  it('keeps a plain member out of the owner’s time and the workspace settings', async () => {
    const { owner, member } = await freeTeam(t);
    const query = { start: nowSeconds(t) - DAY, end: nowSeconds(t) };
    const read = await member.agent
      .get('/v1/workspaces/timestamps')
      .query({ ...query, id_user: owner.id })
      .expect(403);
    expect(read.body).toMatchObject({ status_code: 403, error_key: 'error.forbidden' });
    const currency = await member.agent
      .patch('/v1/workspaces/currency')
      .send({ currency: 'EUR' })
      .expect(403);
    expect(currency.body).toMatchObject({ error_key: 'error.forbidden' });
    const after = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
      .body as Workspace;
    expect(after.currency).toBe('USD');
    await owner.agent
      .get('/v1/workspaces/timestamps')
      .query({ ...query, id_user: member.id })
      .expect(200);
  });
});
