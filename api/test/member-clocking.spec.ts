import { randomUUID } from 'node:crypto';
import type {
  Break,
  ClockInResult,
  ClockOutResult,
  Member,
  WorkspaceTime,
} from '@punchcard/shared';
import {
  DAY,
  HOUR,
  newMember,
  newUser,
  newWorkspace,
  newWorkspaceTime,
  type Owner,
  type Person,
} from './support/factory.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('member clocking', () => {
  let t: TestApp;
  let team: Owner;
  let other: Owner;
  let manager: Person;

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  beforeAll(async () => {
    t = await startTestApp();
    team = await newWorkspace(t, { name: 'Clocking team', plan: 'BASIC' });
    other = await newWorkspace(t, { name: 'Elsewhere' });
    manager = await newMember(t, team.workspaceId, 'Manager');
    manager.agent.set('User-Agent', 'ManagerConsole/1');
  });
  afterAll(() => t.close());

  async function timesOf(idUser: string): Promise<WorkspaceTime[]> {
    const now = nowSeconds();
    const res = await manager.agent
      .get('/v1/workspaces/timestamps')
      .query({ start: now - DAY, end: now + DAY, id_user: idUser })
      .expect(200);
    return res.body as WorkspaceTime[];
  }

  it('clocks a member in, on a break and out, recording the manager as who did it', async () => {
    const member = await newMember(t, team.workspaceId);
    const path = `/v1/workspaces/members/${member.id}`;

    const clockIn = await manager.agent.post(path).send({}).expect(201);
    const opened = clockIn.body as ClockInResult;
    expect(Object.keys(opened).sort()).toEqual([
      'id',
      'id_user',
      'id_workspace',
      'ip_address_in',
      'start',
      'user_agent_in',
    ]);
    expect(opened).toMatchObject({
      id_user: member.id,
      id_workspace: team.workspaceId,
      user_agent_in: 'ManagerConsole/1',
    });
    const again = await manager.agent.post(path).send({}).expect(412);
    expect(again.body).toMatchObject({ status_code: 412, error_key: 'member_already_clocked_in' });

    const started = (await manager.agent.post(`${path}/break`).expect(201)).body as Break;
    expect(started).toMatchObject({
      id_user: member.id,
      id_workspace_time: opened.id,
      started_by: manager.id,
      end: null,
    });
    const second = await manager.agent.post(`${path}/break`).expect(412);
    expect(second.body).toMatchObject({ error_key: 'member_start_break_failed' });
    const members = (await team.agent.get(`/v1/workspaces/${team.workspaceId}/members`).expect(200))
      .body as Member[];
    expect(members.find((m) => m.id_user === member.id)?.work_status).toBe('BREAK');

    t.clock.advance(2_000);
    const ended = (await manager.agent.patch(`${path}/break`).expect(200)).body as Break;
    expect(ended).toMatchObject({ id: started.id, stopped_by: manager.id });
    const noBreak = await manager.agent.patch(`${path}/break`).expect(404);
    expect(noBreak.body).toMatchObject({ error_key: 'open_break_not_found' });

    const clockOut = await manager.agent.patch(`${path}/timestamp`).send({}).expect(200);
    const closed = clockOut.body as ClockOutResult;
    expect(Object.keys(closed).sort()).toEqual(['end', 'id', 'ip_address_out', 'user_agent_out']);
    expect(closed).toMatchObject({ id: opened.id, user_agent_out: 'ManagerConsole/1' });
    const notIn = await manager.agent.patch(`${path}/timestamp`).send({}).expect(404);
    expect(notIn.body).toMatchObject({ error_key: 'member_open_time_not_found' });
    const noTime = await manager.agent.post(`${path}/break`).expect(412);
    expect(noTime.body).toMatchObject({ error_key: 'member_start_break_failed' });

    const [time] = await timesOf(member.id);
    expect(time).toMatchObject({
      id: opened.id,
      started_by: manager.id,
      stopped_by: manager.id,
      end: closed.end,
    });
    expect(time?.breaks).toEqual([
      expect.objectContaining({ id: started.id, started_by: manager.id, stopped_by: manager.id }),
    ]);
  });

  it('clocking a member out ends their open break', async () => {
    const member = await newMember(t, team.workspaceId);
    await member.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
    await member.agent.post('/v1/workspaces/timestamps/break').expect(201);
    const closed = (
      await manager.agent
        .patch(`/v1/workspaces/members/${member.id}/timestamp`)
        .send({})
        .expect(200)
    ).body as ClockOutResult;
    const [time] = await timesOf(member.id);
    expect(time?.stopped_by).toBe(manager.id);
    expect(time?.breaks[0]).toMatchObject({ end: closed.end, stopped_by: manager.id });
  });

  it('answers 404 member_not_found for anyone but an ACTIVE member of the workspace', async () => {
    const inactive = await newMember(t, team.workspaceId, 'Member', { status: 'INACTIVE' });
    const deleted = await newMember(t, team.workspaceId);
    await sql(t, `UPDATE workspace_members SET deleted_at = now() WHERE id_user = $1`, [
      deleted.id,
    ]);
    const stranger = await newMember(t, other.workspaceId);
    const nobody = await newUser(t, { label: 'nobody' });
    // An inactive member's leftover open time cannot be clocked either.
    await newWorkspaceTime(t, team.workspaceId, inactive.id, { ago: HOUR }, null);
    for (const id of [inactive.id, deleted.id, stranger.id, nobody.id]) {
      const path = `/v1/workspaces/members/${id}`;
      for (const call of [
        manager.agent.post(path).send({}),
        manager.agent.patch(`${path}/timestamp`).send({}),
        manager.agent.post(`${path}/break`),
        manager.agent.patch(`${path}/break`),
      ]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ error_key: 'member_not_found' });
      }
    }
    const [rows] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM workspace_times WHERE id_user = ANY($1::uuid[])`,
      [[deleted.id, stranger.id]],
    );
    expect(rows?.n).toBe('0');
  });

  it('needs MANAGE_WORKSPACE_TIME_MODIFICATION; a path id must be a UUID', async () => {
    const member = await newMember(t, team.workspaceId);
    const colleague = await newMember(t, team.workspaceId);
    const path = `/v1/workspaces/members/${member.id}`;
    for (const call of [
      colleague.agent.post(path).send({}),
      colleague.agent.patch(`${path}/timestamp`).send({}),
      colleague.agent.post(`${path}/break`),
      colleague.agent.patch(`${path}/break`),
    ]) {
      const res = await call;
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
    }
    await manager.agent.post('/v1/workspaces/members/not-a-uuid').send({}).expect(400);
    // The members module's routes on the same prefix are untouched.
    const role = await team.agent
      .patch(`/v1/workspaces/members/${member.id}/role`)
      .send({ role: 'Guest' })
      .expect(200);
    expect(role.body).toMatchObject({ id_user: member.id, role: 'Guest' });
  });

  it('replays a member clock-in retried with the same Idempotency-Key', async () => {
    const member = await newMember(t, team.workspaceId);
    const key = randomUUID();
    const path = `/v1/workspaces/members/${member.id}`;
    const first = await manager.agent.post(path).set('Idempotency-Key', key).send({}).expect(201);
    const retry = await manager.agent.post(path).set('Idempotency-Key', key).send({}).expect(201);
    expect(retry.body).toEqual(first.body);
    const [rows] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM workspace_times WHERE id_user = $1`,
      [member.id],
    );
    expect(rows?.n).toBe('1');
  });
});
