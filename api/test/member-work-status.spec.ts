import type { MemberWorkStatus, WorkspaceTime } from '@punchcard/shared';
import {
  DAY,
  HOUR,
  MINUTE,
  newBreak,
  newMember,
  newWorkspace,
  newWorkspaceTime,
  type Owner,
  type Person,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The live board's read and a manager adding past time for a member (issue 17).
describe('member work status and past time for a member', () => {
  let t: TestApp;
  let team: Owner;
  let manager: Person;

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  beforeAll(async () => {
    t = await startTestApp();
    team = await newWorkspace(t, { name: 'Board team', plan: 'BASIC' });
    manager = await newMember(t, team.workspaceId, 'Manager');
  });
  afterAll(() => t.close());

  async function board(): Promise<MemberWorkStatus[]> {
    const res = await manager.agent.get('/v1/workspaces/members/work-status').expect(200);
    return res.body as MemberWorkStatus[];
  }

  it('answers one row per ACTIVE member: working, on a break or out, since when and where', async () => {
    const working = await newMember(t, team.workspaceId);
    const resting = await newMember(t, team.workspaceId);
    const out = await newMember(t, team.workspaceId);
    const inactive = await newMember(t, team.workspaceId, 'Member', { status: 'INACTIVE' });
    await newWorkspaceTime(t, team.workspaceId, working.id, { ago: 2 * HOUR }, null, {
      location_in: 'Head office',
      started_by: manager.id,
    });
    const restingTime = await newWorkspaceTime(
      t,
      team.workspaceId,
      resting.id,
      { ago: HOUR },
      null,
    );
    await newBreak(t, restingTime, { ago: 10 * MINUTE }, null);
    await newWorkspaceTime(t, team.workspaceId, out.id, { ago: 3 * HOUR }, { ago: 2 * HOUR });
    await newWorkspaceTime(t, team.workspaceId, inactive.id, { ago: HOUR }, null);

    const rows = await board();
    const now = nowSeconds();
    const of = (id: string) => rows.find((row) => row.id_user === id);
    // The clock runs between arranging and asking: a second or two either way is the same moment.
    const expectNear = (actual: number | null | undefined, expected: number) => {
      expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(3);
    };
    const workingRow = of(working.id);
    expect(workingRow).toMatchObject({
      work_status: 'WORKING',
      location: 'Head office',
      started_by: manager.id,
    });
    expectNear(workingRow?.since, now - 2 * HOUR);
    expect(workingRow?.clocked_in_at).toBe(workingRow?.since);
    const restingRow = of(resting.id);
    expect(restingRow?.work_status).toBe('BREAK');
    expectNear(restingRow?.since, now - 10 * MINUTE);
    expectNear(restingRow?.clocked_in_at, now - HOUR);
    expect(of(out.id)).toEqual({
      id_user: out.id,
      work_status: 'NOT_WORKING',
      since: null,
      clocked_in_at: null,
      location: null,
      started_by: null,
    });
    expect(of(inactive.id)).toBeUndefined();
    expect(of(manager.id)?.work_status).toBe('NOT_WORKING');
  });

  it('is refused without VIEW_MEMBER_TIMESTAMPS', async () => {
    const member = await newMember(t, team.workspaceId);
    const res = await member.agent.get('/v1/workspaces/members/work-status').expect(403);
    expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
  });

  it("adds a past workspace time to another member's record, for managers only", async () => {
    const member = await newMember(t, team.workspaceId);
    const start = nowSeconds() - DAY;
    const body = { start, end: start + HOUR, id_user: member.id };
    const added = (await manager.agent.put('/v1/workspaces/timestamps').send(body).expect(201))
      .body as WorkspaceTime;
    expect(added).toMatchObject({ id_user: member.id, start, end: start + HOUR, started_by: null });
    expect(added.added_at).not.toBeNull();

    const colleague = await newMember(t, team.workspaceId);
    const refused = await colleague.agent
      .put('/v1/workspaces/timestamps')
      .send({ ...body, start: start - 2 * HOUR, end: start - HOUR })
      .expect(403);
    expect(refused.body).toMatchObject({ error_key: 'error.forbidden' });
  });

  it('answers 404 member_not_found for someone outside the workspace', async () => {
    const elsewhere = await newWorkspace(t, { name: 'Elsewhere' });
    const start = nowSeconds() - 2 * DAY;
    const res = await manager.agent
      .put('/v1/workspaces/timestamps')
      .send({ start, end: start + HOUR, id_user: elsewhere.id })
      .expect(404);
    expect(res.body).toMatchObject({ error_key: 'member_not_found' });
  });

  it('keeps the stored milliseconds of an end sent back as shown, so its break still fits', async () => {
    const member = await newMember(t, team.workspaceId);
    // Clocking stores milliseconds; the wire shows whole seconds.
    const end = new Date(Math.floor(t.clock.now().getTime() / 1000) * 1000 - HOUR * 1000 + 873);
    const start = new Date(end.getTime() - 2 * HOUR * 1000);
    const time = await newWorkspaceTime(t, team.workspaceId, member.id, start, end);
    await newBreak(t, time, new Date(start.getTime() + 448), end);
    const shownEnd = Math.floor(end.getTime() / 1000);

    const edited = (
      await manager.agent
        .patch(`/v1/workspaces/timestamps/${time}`)
        .send({ start: Math.floor(start.getTime() / 1000) - HOUR, end: shownEnd })
        .expect(200)
    ).body as WorkspaceTime;
    expect(edited.end).toBe(shownEnd);
    expect(edited.edited_at).not.toBeNull();
  });
});
