import type { AttendanceMember, AttendanceReport, AttendanceRow } from '@punchcard/shared';
import { sql } from './db.js';
import { newTeam, type Person, type Team } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** The attendance specs' helpers: zoned wall-clock instants, a named team, report reads. */

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms. */
function zoneOffset(zone: string, instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - instant;
}

/**
 * The instant a wall-clock time 'YYYY-MM-DD HH:MM[:SS]' shows in `zone` (the later reading in a
 * repeated hour is not needed by these fixtures; a skipped time moves forward as PostgreSQL does).
 */
export function wall(zone: string, text: string): Date {
  const [date = '', time = '00:00'] = text.split(' ');
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const first = guess - zoneOffset(zone, guess);
  return new Date(guess - zoneOffset(zone, first));
}

/** Unix seconds of a wall-clock time in `zone`. */
export const wallSeconds = (zone: string, text: string): number =>
  Math.floor(wall(zone, text).getTime() / 1000);

const PEOPLE = { aiko: 'Member', ben: 'Member' } as const;
export type AttendanceTeam = Team<keyof typeof PEOPLE>;

/**
 * A BASIC workspace in `zone` (weeks from `weekStart`) with Aiko and Ben, named so the report's
 * order (by name) is: Aiko Abe, Ben Bauer, then the super owner (Zed Zimmer).
 */
export async function attendanceTeam(
  t: TestApp,
  zone: string,
  options: { weekStart?: number; plan?: string } = {},
): Promise<AttendanceTeam> {
  const team = await newTeam(t, {
    plan: options.plan ?? 'BASIC',
    members: PEOPLE,
    concurrently: true,
  });
  await sql(t, `UPDATE workspaces SET time_zone = $2, week_start = $3 WHERE id = $1`, [
    team.workspaceId,
    zone,
    options.weekStart ?? 1,
  ]);
  await rename(t, team.aiko, 'Aiko', 'Abe');
  await rename(t, team.ben, 'Ben', 'Bauer');
  await rename(t, team.superOwner, 'Zed', 'Zimmer');
  return team;
}

async function rename(t: TestApp, person: Person, first: string, last: string) {
  await sql(t, `UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [
    person.id,
    first,
    last,
  ]);
}

/** The attendance report as `agent` reads it (200 expected). */
export async function attendance(
  agent: TestAgent,
  query: Record<string, string | number>,
): Promise<AttendanceReport> {
  const res = await agent.get('/v1/workspaces/reports/attendance').query(query);
  if (res.status !== 200) throw new Error(`${String(res.status)} ${JSON.stringify(res.body)}`);
  return res.body as AttendanceReport;
}

/** One member's entry of a report. */
export function memberOf(report: AttendanceReport, idUser: string): AttendanceMember {
  const member = report.members.find((m) => m.id_user === idUser);
  if (!member) throw new Error(`${idUser} is not in the report`);
  return member;
}

/** One row of a member by its date. */
export function rowOn(member: AttendanceMember, date: string): AttendanceRow {
  const row = member.rows.find((r) => r.date === date);
  if (!row) throw new Error(`no row on ${date}: ${member.rows.map((r) => r.date).join(', ')}`);
  return row;
}

/** Soft-deletes a span row, as the API's delete does. */
export async function softDelete(
  t: TestApp,
  table: 'workspace_times' | 'breaks' | 'activities',
  id: string,
): Promise<void> {
  await sql(t, `UPDATE ${table} SET deleted_at = now() WHERE id = $1`, [id]);
}
