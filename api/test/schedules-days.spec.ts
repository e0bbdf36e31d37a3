import { Database, sql } from '#src/database/sql/index.js';
import { scheduleDays } from '#src/database/sql/schedule-days.js';
import { newMember, newRow, newWorkspace, type Owner } from './support/factory.js';
import { sql as rawSql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The schedule in force per member and local day, against hand-computed instants. */
describe('schedule days (SQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let member: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newWorkspace(t);
    member = (await newMember(t, owner.workspaceId)).id;
    other = (await newMember(t, owner.workspaceId)).id;
  });
  afterAll(() => t.close());

  interface Row {
    id_user: string;
    day: string;
    start: number;
    end: number;
    scheduled: number;
  }

  async function days(
    timeZone: string,
    from: string,
    to: string,
    idUsers?: string[],
  ): Promise<Row[]> {
    const fragment = scheduleDays(
      { idWorkspace: owner.workspaceId, idUsers },
      { timeZone, from: new Date(from), to: new Date(to) },
    );
    return t.app.get(Database).rows<Row>(sql`
      SELECT s.id_user, to_char(s.day, 'YYYY-MM-DD') AS day,
             extract(epoch FROM s.sched_start)::float8 AS start,
             extract(epoch FROM s.sched_end)::float8 AS end, s.scheduled
        FROM (${fragment}) s ORDER BY s.day, s.id_user`);
  }

  const epoch = (iso: string) => new Date(iso).getTime() / 1000;

  async function version(
    idUser: string | null,
    effectiveFrom: string,
    hours: Record<number, [string, string]>,
    followsWorkspace = false,
  ): Promise<void> {
    const id = await newRow(t, 'work_schedules', {
      id_workspace: owner.workspaceId,
      id_user: idUser,
      effective_from: effectiveFrom,
      follows_workspace: followsWorkspace,
    });
    for (const [weekday, [start, end]] of Object.entries(hours)) {
      await rawSql(
        t,
        `INSERT INTO work_schedule_days (id_schedule, weekday, start_time, end_time)
         VALUES ($1, $2, $3, $4)`,
        [id, Number(weekday), start, end],
      );
    }
  }

  it('answers the default Mon-Fri 09:00-18:00 in the zone for every live member', async () => {
    // Tokyo week of Monday 2026-01-05 .. Sunday 2026-01-11.
    const rows = await days('Asia/Tokyo', '2026-01-04T15:00:00Z', '2026-01-11T15:00:00Z');
    const own = rows.filter((r) => r.id_user === member);
    expect(own.map((r) => r.day)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
    ]);
    expect(own[0]).toMatchObject({
      start: epoch('2026-01-05T00:00:00Z'),
      end: epoch('2026-01-05T09:00:00Z'),
      scheduled: 9 * 3600,
    });
    const users = new Set(rows.map((r) => r.id_user));
    expect(users).toEqual(new Set([owner.id, member, other]));
    expect(rows).toHaveLength(15);
  });

  it('keeps wall-clock hours across DST: 23- and 25-hour days', async () => {
    // Europe/Berlin springs forward on Sunday 2026-03-29 and falls back on Sunday 2026-10-25;
    // a schedule 00:00-06:00 on Sundays spans the change.
    await version(null, '2026-03-01', { 1: ['09:00', '18:00'], 7: ['00:00', '06:00'] });
    const spring = await days('Europe/Berlin', '2026-03-28T23:00:00Z', '2026-03-30T22:00:00Z', [
      member,
    ]);
    expect(spring).toEqual([
      {
        id_user: member,
        day: '2026-03-29',
        start: epoch('2026-03-28T23:00:00Z'),
        end: epoch('2026-03-29T04:00:00Z'),
        scheduled: 5 * 3600,
      },
      {
        id_user: member,
        day: '2026-03-30',
        start: epoch('2026-03-30T07:00:00Z'),
        end: epoch('2026-03-30T16:00:00Z'),
        scheduled: 9 * 3600,
      },
    ]);
    const autumn = await days('Europe/Berlin', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', [
      member,
    ]);
    expect(autumn).toEqual([
      {
        id_user: member,
        day: '2026-10-25',
        start: epoch('2026-10-24T22:00:00Z'),
        end: epoch('2026-10-25T05:00:00Z'),
        scheduled: 7 * 3600,
      },
    ]);
  });

  it('uses the version in force on each day, members before the workspace', async () => {
    // New York, the week of Monday 2026-06-01. Workspace from 06-03: Wednesday 10-16 only.
    await version(null, '2026-06-03', { 3: ['10:00', '16:00'] });
    // The member has their own Monday 08-12 from 06-01, then follows the workspace from 06-03.
    await version(member, '2026-06-01', { 1: ['08:00', '12:00'], 2: ['08:00', '12:00'] });
    await version(member, '2026-06-03', {}, true);
    const rows = await days('America/New_York', '2026-06-01T04:00:00Z', '2026-06-08T04:00:00Z', [
      member,
      other,
    ]);
    const label = (r: Row) =>
      `${r.day} ${r.id_user === member ? 'member' : 'other'} ${r.scheduled / 3600}`;
    const expected = [
      // Monday: the member's own 08-12; the other member the workspace's March version.
      ['2026-06-01 member 4', '2026-06-01 other 9'],
      // Tuesday: the member's own; the March version has no Tuesday.
      ['2026-06-02 member 4'],
      // From Wednesday both follow the workspace's June version: Wednesday only.
      ['2026-06-03 member 6', '2026-06-03 other 6'],
    ];
    expect(rows.map(label).sort()).toEqual(expected.flat().sort());
    const monday = rows.find((r) => r.id_user === member && r.day === '2026-06-01');
    expect(monday?.start).toBe(epoch('2026-06-01T12:00:00Z'));
  });

  it('includes every day the frame touches, even partly', async () => {
    // From Wednesday 12:00 to Thursday 01:00 Tokyo time: Wednesday and Thursday are touched.
    const rows = await days('Asia/Tokyo', '2026-01-07T03:00:00Z', '2026-01-07T16:00:00Z', [other]);
    expect(rows.map((r) => r.day)).toEqual(['2026-01-07', '2026-01-08']);
  });
});
