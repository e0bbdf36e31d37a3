import type { AttendanceSummary } from '@punchcard/shared';
import {
  attendance,
  attendanceTeam,
  memberOf,
  rowOn,
  wall,
  wallSeconds,
} from './support/attendance.js';
import { HOUR, newBreak, newWorkspaceTime } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Days that are not 24 hours long, and weeks and months that start where the workspace says. */
describe('attendance across zones, DST and buckets', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('Europe/Berlin: a night across the spring-forward hour, and a 25-hour autumn day', async () => {
    const zone = 'Europe/Berlin';
    const team = await attendanceTeam(t, zone);
    const at = (text: string) => wall(zone, text);
    // Saturday 28 March 22:00 to Sunday 06:00: 02:00 jumps to 03:00, so Sunday holds 5 hours.
    await newWorkspaceTime(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-03-28 22:00'),
      at('2026-03-29 06:00'),
    );
    // Sunday 25 October 00:00 to 06:00: 03:00 falls back to 02:00, so 7 hours.
    await newWorkspaceTime(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-10-25 00:00'),
      at('2026-10-25 06:00'),
    );
    const spring = memberOf(
      await attendance(team.superOwner.agent, {
        start_time: wallSeconds(zone, '2026-03-28 00:00'),
        end_time: wallSeconds(zone, '2026-03-30 00:00'),
        id_members: team.aiko.id,
      }),
      team.aiko.id,
    );
    expect(rowOn(spring, '2026-03-28').worked).toBe(2 * HOUR);
    expect(rowOn(spring, '2026-03-29')).toMatchObject({
      worked: 5 * HOUR,
      start: wallSeconds(zone, '2026-03-29 00:00'),
      // The day itself is 23 hours long.
      end: wallSeconds(zone, '2026-03-29 00:00') + 23 * HOUR,
    });
    const autumn = memberOf(
      await attendance(team.superOwner.agent, {
        start_time: wallSeconds(zone, '2026-10-25 00:00'),
        end_time: wallSeconds(zone, '2026-10-26 00:00'),
        id_members: team.aiko.id,
      }),
      team.aiko.id,
    );
    expect(rowOn(autumn, '2026-10-25')).toMatchObject({
      worked: 7 * HOUR,
      end: wallSeconds(zone, '2026-10-25 00:00') + 25 * HOUR,
    });
  });

  it('America/New_York: a night into the spring-forward Sunday, and a schedule on the DST Monday', async () => {
    const zone = 'America/New_York';
    const team = await attendanceTeam(t, zone);
    const at = (text: string) => wall(zone, text);
    await newWorkspaceTime(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-03-07 23:00'),
      at('2026-03-08 04:00'),
    );
    // Monday after the change: 08:45-18:15 local against 09:00-18:00, still 9 scheduled hours.
    await newWorkspaceTime(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-03-09 08:45'),
      at('2026-03-09 18:15'),
    );
    const aiko = memberOf(
      await attendance(team.superOwner.agent, {
        start_time: wallSeconds(zone, '2026-03-07 00:00'),
        end_time: wallSeconds(zone, '2026-03-10 00:00'),
        id_members: team.aiko.id,
      }),
      team.aiko.id,
    );
    expect(rowOn(aiko, '2026-03-07').worked).toBe(HOUR);
    expect(rowOn(aiko, '2026-03-08').worked).toBe(3 * HOUR);
    expect(rowOn(aiko, '2026-03-09')).toMatchObject({
      worked: 9.5 * HOUR,
      scheduled: 9 * HOUR,
      early_in: 15 * 60,
      late_out: 15 * 60,
      overtime: 30 * 60,
    });
  });

  it('Asia/Tokyo: days cut at JST midnight whatever the server zone', async () => {
    const zone = 'Asia/Tokyo';
    const team = await attendanceTeam(t, zone);
    const at = (text: string) => wall(zone, text);
    const night = await newWorkspaceTime(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-03-02 23:00'),
      at('2026-03-03 01:30'),
    );
    await newBreak(t, night, at('2026-03-02 23:45'), at('2026-03-03 00:15'));
    const aiko = memberOf(
      await attendance(team.superOwner.agent, {
        start_time: wallSeconds(zone, '2026-03-02 00:00'),
        end_time: wallSeconds(zone, '2026-03-04 00:00'),
        id_members: team.aiko.id,
      }),
      team.aiko.id,
    );
    expect(rowOn(aiko, '2026-03-02')).toMatchObject({
      workspace_time: HOUR,
      break_time: 900,
      number_of_breaks: 1,
    });
    expect(rowOn(aiko, '2026-03-03')).toMatchObject({
      workspace_time: 5400,
      break_time: 900,
      number_of_breaks: 0,
    });
  });

  it('buckets weeks from the workspace week start and months from the 1st', async () => {
    const zone = 'Europe/Berlin';
    const sunday = await attendanceTeam(t, zone, { weekStart: 7 });
    const monday = await attendanceTeam(t, zone, { weekStart: 1 });
    for (const team of [sunday, monday]) {
      const at = (text: string) => wall(zone, text);
      // Sunday 1 March, Monday 2 March, and Tuesday 31 March into Wednesday 1 April.
      await newWorkspaceTime(
        t,
        team.workspaceId,
        team.aiko.id,
        at('2026-03-01 10:00'),
        at('2026-03-01 12:00'),
      );
      await newWorkspaceTime(
        t,
        team.workspaceId,
        team.aiko.id,
        at('2026-03-02 10:00'),
        at('2026-03-02 11:00'),
      );
      await newWorkspaceTime(
        t,
        team.workspaceId,
        team.aiko.id,
        at('2026-03-31 23:00'),
        at('2026-04-01 01:00'),
      );
    }
    const range = {
      start_time: wallSeconds(zone, '2026-03-01 00:00'),
      end_time: wallSeconds(zone, '2026-04-02 00:00'),
    };
    const weeks = async (team: typeof sunday) =>
      memberOf(
        await attendance(team.superOwner.agent, {
          ...range,
          period: 'Weekly',
          id_members: team.aiko.id,
        }),
        team.aiko.id,
      ).rows.slice(0, 2);
    const fromSunday = await weeks(sunday);
    expect(fromSunday.map((r) => [r.date, r.worked, r.start])).toEqual([
      ['2026-03-01', 3 * HOUR, range.start_time],
      ['2026-03-08', 0, wallSeconds(zone, '2026-03-08 00:00')],
    ]);
    const fromMonday = await weeks(monday);
    // Monday weeks: Sunday 1 March closes the week of 23 February, clipped to the range.
    expect(fromMonday.map((r) => [r.date, r.worked, r.start, r.end])).toEqual([
      ['2026-02-23', 2 * HOUR, range.start_time, wallSeconds(zone, '2026-03-02 00:00')],
      [
        '2026-03-02',
        HOUR,
        wallSeconds(zone, '2026-03-02 00:00'),
        wallSeconds(zone, '2026-03-09 00:00'),
      ],
    ]);
    const months = memberOf(
      await attendance(monday.superOwner.agent, {
        ...range,
        period: 'Monthly',
        id_members: monday.aiko.id,
      }),
      monday.aiko.id,
    );
    expect(months.rows.map((r) => [r.date, r.worked, r.days_present])).toEqual([
      ['2026-03-01', 4 * HOUR, 3],
      ['2026-04-01', HOUR, 1],
    ]);
    const summary = (
      await monday.superOwner.agent
        .get('/v1/workspaces/reports/attendance/summary')
        .query({ ...range, period: 'Monthly' })
        .expect(200)
    ).body as AttendanceSummary;
    expect(summary.buckets.map((b) => [b.date, b.worked, b.members_present])).toEqual([
      ['2026-03-01', 4 * HOUR, 1],
      ['2026-04-01', HOUR, 1],
    ]);
    expect(summary).toMatchObject({ total_members: 3, week_start: 1, time_zone: zone });
  });
});
