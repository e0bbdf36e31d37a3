import { AttendanceRepository } from '#src/modules/reports/attendance.repository.js';
import { attendanceTeam, type AttendanceTeam, wall } from './support/attendance.js';
import { sql } from './support/db.js';
import { newActivity, newBreak, newWorkspaceTime } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * member_days (migration MemberDays) must always say what cutting the spans says: after every
 * kind of write its whole-day figures, read by a frame cut at local midnights, equal the figures
 * of the same frame computed from the spans alone (a non-null retention cutoff forces that path).
 */
describe('member_days, the per-day summary of closed time', () => {
  let t: TestApp;
  let team: AttendanceTeam;
  const zone = 'Europe/Berlin';
  const at = (text: string) => wall(zone, text);

  beforeAll(async () => {
    t = await startTestApp();
    team = await attendanceTeam(t, zone);
  });
  afterAll(() => t.close());

  async function both(from: string, to: string, period: 'Daily' | 'Weekly' = 'Daily') {
    const repository = t.app.get(AttendanceRepository);
    const zones = await sql<{ time_zone: string }>(
      t,
      'SELECT time_zone FROM workspaces WHERE id = $1',
      [team.workspaceId],
    );
    const timeZone = zones[0]?.time_zone ?? zone;
    const frame = {
      timeZone,
      from: wall(timeZone, from),
      to: wall(timeZone, to),
      now: t.clock.now(),
    };
    const users = [team.aiko.id, team.ben.id];
    const read = (cutoff: Date | null) =>
      repository.memberBuckets(
        { idWorkspace: team.workspaceId, frame, cutoff },
        { period, weekStart: 1 },
        users,
      );
    return { summarised: await read(null), cut: await read(new Date(0)) };
  }

  async function expectAgreement(from: string, to: string) {
    for (const period of ['Daily', 'Weekly'] as const) {
      const { summarised, cut } = await both(from, to, period);
      expect(summarised).toEqual(cut);
    }
  }

  it('agrees after inserts, moves, closing, soft and hard deletes and a new zone', async () => {
    const from = '2026-03-23 00:00';
    const to = '2026-04-06 00:00';
    // Across midnight and the spring-forward night; a break across midnight; activities.
    const night = await newWorkspaceTime(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-03-28 20:00'),
      at('2026-03-29 06:00'),
    );
    await newBreak(t, night, at('2026-03-28 23:30'), at('2026-03-29 00:30'));
    await newActivity(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-03-28 21:00'),
      at('2026-03-29 01:00'),
    );
    const day = await newWorkspaceTime(
      t,
      team.workspaceId,
      team.ben.id,
      at('2026-03-24 09:00'),
      at('2026-03-24 17:30'),
    );
    await newBreak(t, day, at('2026-03-24 12:00'), at('2026-03-24 12:45'));
    // A span that began before the frame, with a break carried into its first day.
    const early = await newWorkspaceTime(
      t,
      team.workspaceId,
      team.ben.id,
      at('2026-03-22 22:00'),
      at('2026-03-23 04:00'),
    );
    await newBreak(t, early, at('2026-03-22 23:50'), at('2026-03-23 00:20'));
    // Still running, with a closed break: the closed break is summarised, the span is not.
    const open = await newWorkspaceTime(
      t,
      team.workspaceId,
      team.aiko.id,
      at('2026-04-01 08:00'),
      null,
    );
    await newBreak(t, open, at('2026-04-01 10:00'), at('2026-04-01 10:15'));
    // Writes only mark their days; the first read recomputes them and takes the marks.
    const count = async (table: string) =>
      (
        await sql<{ n: number }>(
          t,
          `SELECT count(*)::int AS n FROM ${table} WHERE id_workspace = $1`,
          [team.workspaceId],
        )
      )[0]?.n ?? 0;
    expect(await count('member_days_dirty')).toBeGreaterThan(0);
    expect(await count('member_days')).toBe(0);
    await expectAgreement(from, to);
    expect(await count('member_days_dirty')).toBe(0);
    expect(await count('member_days')).toBeGreaterThan(0);

    await sql(t, 'UPDATE workspace_times SET start_at = $2, end_at = $3 WHERE id = $1', [
      day,
      at('2026-03-24 08:00'),
      at('2026-03-25 15:00'),
    ]);
    await sql(t, 'UPDATE breaks SET start_at = $2, end_at = $3 WHERE id_workspace_time = $1', [
      day,
      at('2026-03-25 11:00'),
      at('2026-03-25 11:30'),
    ]);
    await expectAgreement(from, to);

    await sql(t, 'UPDATE workspace_times SET end_at = $2 WHERE id = $1', [
      open,
      at('2026-04-02 01:00'),
    ]);
    await expectAgreement(from, to);

    await sql(t, 'UPDATE breaks SET deleted_at = now() WHERE id_workspace_time = $1', [night]);
    await sql(t, 'UPDATE workspace_times SET deleted_at = now() WHERE id = $1', [night]);
    await expectAgreement(from, to);

    await sql(t, 'DELETE FROM activities WHERE id_workspace = $1', [team.workspaceId]);
    await sql(t, 'UPDATE workspaces SET time_zone = $2 WHERE id = $1', [
      team.workspaceId,
      'America/New_York',
    ]);
    await expectAgreement('2026-03-23 00:00', '2026-04-06 00:00');
  });
});
