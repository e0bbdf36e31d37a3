import { ErrorKey, type SlackCommandResult, type WorkspaceTime } from '@punchcard/shared';
import { sql } from './support/db.js';
import { newMember, newWorkspace, type Owner, type Person } from './support/factory.js';
import { connectSlack, type SlackRig, startSlackRig } from './slack-support.js';

describe('POST /v1/workspaces/slack/{cmd}', () => {
  let rig: SlackRig;
  let owner: Owner;
  let manager: Person;
  let member: Person;

  beforeAll(async () => {
    rig = await startSlackRig();
    owner = await newWorkspace(rig.t, { plan: 'LITE' });
    manager = await newMember(rig.t, owner.workspaceId, 'Manager');
    member = await newMember(rig.t, owner.workspaceId, 'Member', { locale: 'ja' });
  });
  afterAll(() => rig.close());

  const body = (idUser: string, more: object = {}) => ({
    id_user: idUser,
    id_workspace: owner.workspaceId,
    ...more,
  });

  async function openTime(person: Person): Promise<WorkspaceTime | null> {
    const res = await person.agent.get('/v1/workspaces/timestamps/status').expect(200);
    return (res.body as { workspace_time: WorkspaceTime | null }).workspace_time;
  }

  it('needs Slack connected, then clocks the caller in their language', async () => {
    const before = await member.agent.post('/v1/workspaces/slack/in').send(body(member.id));
    expect(before.status).toBe(404);
    expect(before.body).toMatchObject({ error_key: ErrorKey.SlackNotConnected });
    await connectSlack(rig, owner);

    const res = await member.agent.post('/v1/workspaces/slack/in').send(body(member.id));
    expect(res.status).toBe(200);
    const result = res.body as SlackCommandResult;
    expect(result).toMatchObject({ command: 'in', locale: 'ja' });
    expect(result.text).toMatch(/に出勤しました。$/);
    const again = await member.agent.post('/v1/workspaces/slack/in').send(body(member.id));
    expect(again.status).toBe(412);
    expect(again.body).toMatchObject({ error_key: ErrorKey.AlreadyClockedIn });
    await member.agent.post('/v1/workspaces/slack/out').send(body(member.id)).expect(200);
  });

  it('records the location only when Slack locations and the member’s switch allow', async () => {
    const located = { location: 'Head office', latitude: 35.68, longitude: 139.76 };
    await member.agent.post('/v1/workspaces/slack/in').send(body(member.id, located)).expect(200);
    expect((await openTime(member))?.metadata_in.location).toBeNull();
    await member.agent.post('/v1/workspaces/slack/out').send(body(member.id)).expect(200);

    await owner.agent.patch('/v1/workspaces/slack/location').send({ is_location_on: true });
    await sql(
      rig.t,
      `UPDATE workspace_members SET is_workspace_time_location_on = true WHERE id_user = $1`,
      [member.id],
    );
    await member.agent.post('/v1/workspaces/slack/in').send(body(member.id, located)).expect(200);
    expect((await openTime(member))?.metadata_in).toMatchObject({
      location: 'Head office',
      latitude: 35.68,
      longitude: 139.76,
      user_agent: `slack:${rig.slack.team.id} Punch Crew`,
    });
    await member.agent.post('/v1/workspaces/slack/out').send(body(member.id)).expect(200);
    await owner.agent.patch('/v1/workspaces/slack/location').send({ is_location_on: false });
  });

  it('lets a manager act on a member, but not a member on someone else', async () => {
    const res = await manager.agent.post('/v1/workspaces/slack/in').send(body(member.id));
    expect(res.status).toBe(200);
    const time = await openTime(member);
    expect(time?.started_by).toBe(manager.id);
    const twice = await manager.agent.post('/v1/workspaces/slack/in').send(body(member.id));
    expect(twice.body).toMatchObject({ error_key: ErrorKey.MemberAlreadyClockedIn });
    // A retried call with its Idempotency-Key answers the first answer, changing nothing.
    const once = (
      await manager.agent
        .post('/v1/workspaces/slack/out')
        .set('Idempotency-Key', 'slack-route-out-1')
        .send(body(member.id))
        .expect(200)
    ).body as SlackCommandResult;
    const retried = await manager.agent
      .post('/v1/workspaces/slack/out')
      .set('Idempotency-Key', 'slack-route-out-1')
      .send(body(member.id))
      .expect(200);
    expect(retried.body).toEqual(once);
    await manager.agent.post('/v1/workspaces/slack/in').send(body(member.id)).expect(200);
    const status = await manager.agent.post('/v1/workspaces/slack/status').send(body(member.id));
    expect((status.body as SlackCommandResult).text).toMatch(/^You are clocked in since/);
    await manager.agent.post('/v1/workspaces/slack/out').send(body(member.id)).expect(200);

    const denied = await member.agent.post('/v1/workspaces/slack/in').send(body(manager.id));
    expect(denied.status).toBe(403);
    const stranger = await newWorkspace(rig.t);
    const unknown = await manager.agent.post('/v1/workspaces/slack/in').send(body(stranger.id));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_key: ErrorKey.MemberNotFound });
  });

  it('refuses unknown commands, another workspace, clocking off and plans without it', async () => {
    await member.agent.post('/v1/workspaces/slack/dance').send(body(member.id)).expect(404);
    const elsewhere = await newWorkspace(rig.t);
    const wrong = await member.agent
      .post('/v1/workspaces/slack/in')
      .send({ ...body(member.id), id_workspace: elsewhere.workspaceId });
    expect(wrong.body).toMatchObject({ error_key: ErrorKey.WorkspaceNotFound });
    await member.agent
      .post('/v1/workspaces/slack/in')
      .send(body(member.id, { latitude: 91 }))
      .expect(400);

    await owner.agent.patch('/v1/workspaces/slack/clock').send({ is_clock_on: false });
    const off = await member.agent.post('/v1/workspaces/slack/in').send(body(member.id));
    expect(off.status).toBe(403);
    await owner.agent.patch('/v1/workspaces/slack/clock').send({ is_clock_on: true });
    await sql(rig.t, `UPDATE workspaces SET plan = 'FREE' WHERE id = $1`, [owner.workspaceId]);
    const free = await member.agent.post('/v1/workspaces/slack/in').send(body(member.id));
    expect(free.status).toBe(403);
    expect(free.body).toMatchObject({ error_key: ErrorKey.PlanFeatureUnavailable });
    expect(await openTime(member)).toBeNull();
  });
});
