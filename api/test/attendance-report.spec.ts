import { RequestKind, Role } from '@punchcard/shared';
import {
  attendance,
  attendanceTeam,
  type AttendanceTeam,
  memberOf,
  rowOn,
  softDelete,
  wall,
  wallSeconds,
} from './support/attendance.js';
import { errorKey } from './support/errors.js';
import {
  HOUR,
  MINUTE,
  newActivity,
  newBreak,
  newMember,
  newRequest,
  newWorkspaceTime,
  nowSeconds,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ZONE = 'Europe/Berlin';
const at = (text: string) => wall(ZONE, text);
/** Monday 2 and Tuesday 3 March 2026, local to Berlin. */
const RANGE = {
  start_time: wallSeconds(ZONE, '2026-03-02 00:00'),
  end_time: wallSeconds(ZONE, '2026-03-04 00:00'),
};

/**
 * Aiko, Monday: 08:30-17:45 with a 12:00-12:45 break and a 09:00-11:00 activity, then a night
 * shift 22:00 to Tuesday 06:00 with a break 23:30-00:30 across midnight. A workspace time she
 * deleted on Tuesday must not count. A draft and a pending request on Monday. Ben: nothing.
 */
async function arrange(t: TestApp, team: AttendanceTeam) {
  const { workspaceId, aiko } = team;
  const day = await newWorkspaceTime(
    t,
    workspaceId,
    aiko.id,
    at('2026-03-02 08:30'),
    at('2026-03-02 17:45'),
  );
  await newBreak(t, day, at('2026-03-02 12:00'), at('2026-03-02 12:45'));
  await newActivity(t, workspaceId, aiko.id, at('2026-03-02 09:00'), at('2026-03-02 11:00'), {
    id_workspace_time: day,
  });
  const night = await newWorkspaceTime(
    t,
    workspaceId,
    aiko.id,
    at('2026-03-02 22:00'),
    at('2026-03-03 06:00'),
  );
  await newBreak(t, night, at('2026-03-02 23:30'), at('2026-03-03 00:30'));
  const deleted = await newWorkspaceTime(
    t,
    workspaceId,
    aiko.id,
    at('2026-03-03 10:00'),
    at('2026-03-03 12:00'),
  );
  await softDelete(t, 'workspace_times', deleted);
  const base = { idWorkspace: workspaceId, idUser: aiko.id, kind: RequestKind.WorkspaceTime };
  await newRequest(t, { ...base, start: at('2026-03-02 07:00'), status: 'draft' });
  await newRequest(t, {
    ...base,
    start: at('2026-03-02 06:00'),
    end: at('2026-03-02 07:00'),
    status: 'pending',
  });
  // Reviewed requests are no longer open.
  await newRequest(t, {
    ...base,
    start: at('2026-03-02 05:00'),
    end: at('2026-03-02 05:30'),
    status: 'approved',
  });
}

describe('attendance report', () => {
  let t: TestApp;
  let team: AttendanceTeam;

  beforeAll(async () => {
    t = await startTestApp();
    team = await attendanceTeam(t, ZONE);
    await arrange(t, team);
  });
  afterAll(() => t.close());

  it('cuts days at local midnight, subtracts breaks once and measures against the schedule', async () => {
    const report = await attendance(team.superOwner.agent, RANGE);
    expect(report).toMatchObject({ time_zone: ZONE, week_start: 1, period: 'Daily' });
    const aiko = memberOf(report, team.aiko.id);
    expect(rowOn(aiko, '2026-03-02')).toEqual({
      date: '2026-03-02',
      start: RANGE.start_time,
      end: wallSeconds(ZONE, '2026-03-03 00:00'),
      // 9 h 15 min by day + 2 h of the night shift before midnight.
      workspace_time: 9 * HOUR + 15 * MINUTE + 2 * HOUR,
      // 45 min at noon + the 30 min of the night break before midnight.
      break_time: 75 * MINUTE,
      worked: 9 * HOUR + 15 * MINUTE + 2 * HOUR - 75 * MINUTE,
      activity_time: 2 * HOUR,
      number_of_breaks: 2,
      number_of_drafts: 1,
      pending_requests: 1,
      scheduled: 9 * HOUR,
      overtime: 10 * HOUR - 9 * HOUR,
      first_in: wallSeconds(ZONE, '2026-03-02 08:30'),
      // The night shift runs on past midnight: the day's last piece ends there.
      last_out: wallSeconds(ZONE, '2026-03-03 00:00'),
      is_open: false,
      early_in: 30 * MINUTE,
      late_out: 6 * HOUR,
      early_in_days: 1,
      late_out_days: 1,
      days_present: 1,
    });
    expect(rowOn(aiko, '2026-03-03')).toMatchObject({
      workspace_time: 6 * HOUR,
      break_time: 30 * MINUTE,
      worked: 5 * HOUR + 30 * MINUTE,
      number_of_breaks: 0,
      first_in: wallSeconds(ZONE, '2026-03-03 00:00'),
      last_out: wallSeconds(ZONE, '2026-03-03 06:00'),
      early_in: 9 * HOUR,
      late_out: 0,
      overtime: 0,
    });
    expect(aiko.totals).toMatchObject({
      worked: 10 * HOUR + 5 * HOUR + 30 * MINUTE,
      scheduled: 18 * HOUR,
      days_present: 2,
      number_of_breaks: 2,
      early_in_days: 2,
      late_out_days: 1,
    });
  });

  it('lists scheduled days without time, and members by name then id', async () => {
    const report = await attendance(team.superOwner.agent, RANGE);
    expect(report.members.map((m) => m.name)).toEqual(['Aiko Abe', 'Ben Bauer', 'Zed Zimmer']);
    const ben = memberOf(report, team.ben.id);
    expect(ben.rows.map((r) => [r.date, r.scheduled, r.worked, r.first_in])).toEqual([
      ['2026-03-02', 9 * HOUR, 0, null],
      ['2026-03-03', 9 * HOUR, 0, null],
    ]);
    expect(ben).toMatchObject({ role: Role.Member, status: 'ACTIVE', email: team.ben.email });
  });

  it('counts an open workspace time up to now', async () => {
    const now = nowSeconds(t);
    await newWorkspaceTime(t, team.workspaceId, team.ben.id, { ago: 2 * HOUR }, null);
    const report = await attendance(team.superOwner.agent, {
      start_time: now - 3 * 86_400,
      end_time: now + 86_400,
      id_members: team.ben.id,
    });
    const ben = memberOf(report, team.ben.id);
    expect(ben.totals.workspace_time).toBeGreaterThanOrEqual(2 * HOUR);
    expect(ben.totals.workspace_time).toBeLessThan(2 * HOUR + 30);
    const open = ben.rows.filter((row) => row.is_open);
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(open.at(-1)?.last_out).toBeNull();
  });

  it('pages members and filters by id, role and status', async () => {
    const first = await attendance(team.superOwner.agent, { ...RANGE, item: 2 });
    expect(first).toMatchObject({ page: 1, item: 2, total_members: 3 });
    expect(first.members.map((m) => m.name)).toEqual(['Aiko Abe', 'Ben Bauer']);
    const second = await attendance(team.superOwner.agent, { ...RANGE, item: 2, page: 2 });
    expect(second.members.map((m) => m.name)).toEqual(['Zed Zimmer']);
    const beyond = await attendance(team.superOwner.agent, { ...RANGE, item: 2, page: 3 });
    expect(beyond).toMatchObject({ total_members: 3, members: [] });
    const owners = await attendance(team.superOwner.agent, { ...RANGE, roles: 'SuperOwner' });
    expect(owners.members.map((m) => m.id_user)).toEqual([team.superOwner.id]);
    // An id that is not a member matches nobody.
    const chosen = await attendance(team.superOwner.agent, {
      ...RANGE,
      id_members: `${team.ben.id},${team.aiko.id},00000000-0000-4000-8000-000000000000`,
    });
    expect(chosen.members.map((m) => m.name)).toEqual(['Aiko Abe', 'Ben Bauer']);
    const gone = await newMember(t, team.workspaceId, Role.Member, { status: 'INACTIVE' });
    const inactive = await attendance(team.superOwner.agent, { ...RANGE, status: 'inactive' });
    expect(inactive.members.map((m) => m.id_user)).toEqual([gone.id]);
    const all = await attendance(team.superOwner.agent, { ...RANGE, status: 'all' });
    expect(all.total_members).toBe(4);
  });

  it('sums the filtered members per bucket in the summary', async () => {
    const res = await team.superOwner.agent
      .get('/v1/workspaces/reports/attendance/summary')
      .query({ ...RANGE, id_members: `${team.aiko.id},${team.ben.id}` })
      .expect(200);
    const body = res.body as {
      total_members: number;
      totals: { scheduled: number; worked: number; days_present: number };
      buckets: { date: string; members_present: number; first_in: number | null }[];
      time_zone: string;
    };
    expect(body.time_zone).toBe(ZONE);
    expect(body.total_members).toBe(2);
    expect(body.totals).toMatchObject({ scheduled: 4 * 9 * HOUR, days_present: 2 });
    expect(body.buckets.map((b) => [b.date, b.members_present])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 1],
    ]);
  });

  it('refuses bad ranges and filters with 400 error.bad_request', async () => {
    const agent = team.superOwner.agent;
    const bad = [
      { start_time: RANGE.end_time, end_time: RANGE.start_time },
      { start_time: RANGE.start_time, end_time: RANGE.start_time + 368 * 86_400 },
      { ...RANGE, period: 'Hourly' },
      { ...RANGE, item: 1001 },
      { ...RANGE, page: 0 },
      { ...RANGE, id_members: 'not-a-uuid' },
      { ...RANGE, roles: 'Boss' },
      { ...RANGE, status: 'gone' },
      { start_time: 'yesterday', end_time: RANGE.end_time },
    ];
    for (const query of bad) {
      const res = await agent.get('/v1/workspaces/reports/attendance').query(query);
      expect([res.status, errorKey(res)]).toEqual([400, 'error.bad_request']);
    }
  });

  it('needs VIEW_MEMBER_TIMESTAMPS and the attendance report plan feature', async () => {
    const member = await team.aiko.agent.get('/v1/workspaces/reports/attendance').query(RANGE);
    expect([member.status, errorKey(member)]).toEqual([403, 'error.forbidden']);
    for (const plan of ['FREE', 'LITE']) {
      const other = await attendanceTeam(t, ZONE, { plan });
      for (const path of ['', '/summary', '/export']) {
        const res = await other.superOwner.agent
          .get(`/v1/workspaces/reports/attendance${path}`)
          .query(path === '/export' ? { ...RANGE, format: 'csv' } : RANGE);
        expect([plan, res.status, errorKey(res)]).toEqual([plan, 403, 'plan_feature_unavailable']);
      }
    }
  });
});
