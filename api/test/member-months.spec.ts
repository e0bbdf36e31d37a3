import { randomUUID } from 'node:crypto';
import type { MemberFilter } from '#src/modules/reports/attendance-members.sql.js';
import { AttendanceRepository } from '#src/modules/reports/attendance.repository.js';
import { attendanceTeam, type AttendanceTeam, wall } from './support/attendance.js';
import { sql } from './support/db.js';
import { newActivity, newBreak, newWorkspaceTime } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * member_months (migration MemberMonths) must never change a number: after every kind of change
 * that can make a stored month stale (time, schedules of the workspace and of a member, an open
 * span, the zone), a whole-workspace monthly read that uses it equals the same read computed
 * from the spans alone (a non-null retention cutoff forces that path), on its first read (which
 * stores the months) and its second (which reads them).
 */
describe('member_months, the stored whole past months', () => {
  let t: TestApp;
  let team: AttendanceTeam;
  const zone = 'Europe/Berlin';
  const at = (text: string) => wall(zone, text);
  // More than FEW_MEMBERS ids: the members' report reads the workspace once, months stored.
  const strangers = Array.from({ length: 100 }, () => randomUUID());

  beforeAll(async () => {
    t = await startTestApp();
    team = await attendanceTeam(t, zone);
  });
  afterAll(() => t.close());

  const stored = async () =>
    (
      await sql<{ n: number }>(
        t,
        'SELECT count(*)::int AS n FROM member_months WHERE id_workspace = $1',
        [team.workspaceId],
      )
    )[0]?.n ?? 0;

  async function reads(from: string, to: string, cutoff: Date | null, now: Date) {
    const repository = t.app.get(AttendanceRepository);
    const zones = await sql<{ time_zone: string }>(
      t,
      'SELECT time_zone FROM workspaces WHERE id = $1',
      [team.workspaceId],
    );
    const timeZone = zones[0]?.time_zone ?? zone;
    const frame = { timeZone, from: wall(timeZone, from), to: wall(timeZone, to), now };
    const window = { idWorkspace: team.workspaceId, frame, cutoff };
    const bucketing = { period: 'Monthly' as const, weekStart: 1 };
    const filter: MemberFilter = {
      idWorkspace: team.workspaceId,
      idMembers: null,
      roles: null,
      status: 'all',
    };
    return {
      summary: await repository.summary(window, bucketing, filter),
      members: await repository.memberBuckets(window, bucketing, [
        team.aiko.id,
        team.ben.id,
        ...strangers,
      ]),
    };
  }

  async function expectAgreement(from = '2026-07-01 00:00', to = '2026-11-01 00:00') {
    // One clock for all three: an open span grows with it.
    const now = new Date();
    const cut = await reads(from, to, new Date(0), now);
    expect(await reads(from, to, null, now)).toEqual(cut);
    expect(await reads(from, to, null, now)).toEqual(cut);
    return cut;
  }

  it('stores past months and agrees with the spans after every kind of change', async () => {
    const night = await newWorkspaceTime(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-07-31 20:00'),
      at('2026-08-01 04:00'),
    );
    // A break across the night into August: counted once, on the frame's first day it touches.
    await newBreak(t, night, at('2026-07-31 23:30'), at('2026-08-01 00:30'));
    await newActivity(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-07-31 21:00'),
      at('2026-08-01 02:00'),
    );
    const day = await newWorkspaceTime(
      t,
      team.workspaceId,
      team.ben.id,
      at('2026-08-12 07:30'),
      at('2026-08-12 19:00'),
    );
    await newBreak(t, day, at('2026-08-12 12:00'), at('2026-08-12 12:45'));
    await newWorkspaceTime(
      t,
      team.workspaceId,
      team.ben.id,
      at('2026-09-03 09:10'),
      at('2026-09-03 17:00'),
    );

    const first = await expectAgreement();
    expect(first.summary.buckets.map((bucket) => bucket.date)).toEqual([
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ]);
    expect(first.summary.buckets[1]?.scheduled).toBeGreaterThan(0);
    expect(await stored()).toBeGreaterThan(0);

    // Time moved within a stored month.
    await sql(t, 'UPDATE workspace_times SET start_at = $2 WHERE id = $1', [
      day,
      at('2026-08-12 06:00'),
    ]);
    await expectAgreement();

    // The workspace's hours from mid-August, then Ben's own from September.
    const [version] = await sql<{ id: string }>(
      t,
      `INSERT INTO work_schedules (id_workspace, effective_from) VALUES ($1, '2026-08-15')
       RETURNING id`,
      [team.workspaceId],
    );
    await sql(
      t,
      `INSERT INTO work_schedule_days (id_schedule, weekday, start_time, end_time)
       VALUES ($1, 1, '07:00', '15:00'), ($1, 4, '08:00', '12:00')`,
      [version?.id],
    );
    await expectAgreement();
    const [own] = await sql<{ id: string }>(
      t,
      `INSERT INTO work_schedules (id_workspace, id_user, effective_from)
       VALUES ($1, $2, '2026-09-01') RETURNING id`,
      [team.workspaceId, team.ben.id],
    );
    await sql(
      t,
      `INSERT INTO work_schedule_days (id_schedule, weekday, start_time, end_time)
       VALUES ($1, 4, '10:00', '16:00')`,
      [own?.id],
    );
    await expectAgreement();
    await sql(t, `UPDATE work_schedule_days SET end_time = '13:00' WHERE id_schedule = $1`, [
      version?.id,
    ]);
    await expectAgreement();

    // An open span from October: Ben's months from then on are read live, growing with the clock.
    await newWorkspaceTime(t, team.workspaceId, team.ben.id, at('2026-10-20 08:00'), null);
    await expectAgreement('2026-07-01 00:00', '2026-12-01 00:00');

    // A frame from August: the carried break counts on its first day.
    await expectAgreement('2026-08-01 00:00', '2026-10-01 00:00');

    await sql(t, 'UPDATE workspaces SET time_zone = $2 WHERE id = $1', [
      team.workspaceId,
      'America/New_York',
    ]);
    await expectAgreement();
  });

  it('never reads a stored month again once its time changed', async () => {
    await expectAgreement();
    // A stored month whose figures are wrong: once the month's time changes, its mark outranks
    // the row (as it outranks one a slower read stored from an older snapshot).
    await sql(
      t,
      `UPDATE member_months SET version = version - 1, worked = worked + 3600
        WHERE id_workspace = $1 AND id_user = $2 AND month = '2026-08-01'`,
      [team.workspaceId, team.ben.id],
    );
    await sql(
      t,
      `UPDATE workspace_times SET end_at = end_at + interval '1 minute' WHERE id_user = $1`,
      [team.ben.id],
    );
    await expectAgreement();
  });
});
