import { RequestKind } from '@punchcard/shared';
import { AppException } from '#src/common/errors/app.exception.js';
import { parseCsv, readCsvExport } from '#src/common/exports/index.js';
import { AttendanceDigestService } from '#src/modules/reports/index.js';
import {
  attendanceTeam,
  type AttendanceTeam,
  softDelete,
  wall,
  wallSeconds,
} from './support/attendance.js';
import { sql } from './support/db.js';
import { download, pdfWords } from './support/documents.js';
import { newActivity, newBreak, newRequest, newWorkspaceTime } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ZONE = 'America/New_York';
const at = (text: string) => wall(ZONE, text);
/** The week of Monday 2 March 2026 in New York: what the spec seals. */
const WEEK = { from: at('2026-03-02 00:00'), to: at('2026-03-09 00:00') };
const RANGE = {
  start_time: String(wallSeconds(ZONE, '2026-03-02 00:00')),
  end_time: String(wallSeconds(ZONE, '2026-03-09 00:00')),
};

const exportUrl = (query: Record<string, string>) =>
  `/v1/workspaces/reports/attendance/export?${new URLSearchParams({ ...RANGE, status: 'all', ...query }).toString()}`;

/** Aiko works Monday (with a break) and Saturday night into Sunday; Ben works Wednesday. */
async function arrange(t: TestApp, team: AttendanceTeam) {
  const { workspaceId, aiko, ben } = team;
  const monday = await newWorkspaceTime(
    t,
    workspaceId,
    aiko.id,
    at('2026-03-02 08:57:13'),
    at('2026-03-02 17:02:41'),
  );
  await newBreak(t, monday, at('2026-03-02 12:00'), at('2026-03-02 12:31:05'));
  await newActivity(t, workspaceId, aiko.id, at('2026-03-02 09:00'), at('2026-03-02 10:00'));
  await newWorkspaceTime(t, workspaceId, aiko.id, at('2026-03-07 22:00'), at('2026-03-08 05:00'));
  await newWorkspaceTime(t, workspaceId, ben.id, at('2026-03-04 10:00'), at('2026-03-04 15:00'));
}

/** The CSV with the first data row's `column` set to `value`, written back as bytes. */
function edited(bytes: Buffer, column: string, value: string): Buffer {
  const records = parseCsv(bytes.toString('utf8'));
  const heading = records.findIndex((record) => record.includes(column));
  const index = records[heading]?.indexOf(column) ?? -1;
  const row = records[heading + 1];
  if (!row) throw new Error('no data row');
  row[index] = value;
  return Buffer.from(records.map((record) => record.join(',')).join('\r\n'), 'utf8');
}

describe('attendance digest', () => {
  let t: TestApp;
  let team: AttendanceTeam;
  let digests: AttendanceDigestService;
  const digestNow = () => digests.digest(team.workspaceId, WEEK.from, WEEK.to, ZONE);

  beforeAll(async () => {
    t = await startTestApp();
    team = await attendanceTeam(t, ZONE);
    await arrange(t, team);
    digests = t.app.get(AttendanceDigestService);
  });
  afterAll(() => t.close());

  it('hashes only stored time: names, schedules and requests leave it unchanged', async () => {
    const before = await digestNow();
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(await digestNow()).toBe(before);
    await sql(t, `UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [team.aiko.id]);
    await sql(
      t,
      `INSERT INTO work_schedules (id_workspace, effective_from, created_by) VALUES ($1, '2026-01-01', $2)`,
      [team.workspaceId, team.superOwner.id],
    );
    await newRequest(t, {
      idWorkspace: team.workspaceId,
      idUser: team.ben.id,
      kind: RequestKind.WorkspaceTime,
      start: at('2026-03-05 09:00'),
      end: at('2026-03-05 10:00'),
    });
    expect(await digestNow()).toBe(before);
    const extra = await newActivity(
      t,
      team.workspaceId,
      team.ben.id,
      at('2026-03-06 09:00'),
      at('2026-03-06 09:00:01'),
    );
    expect(await digestNow()).not.toBe(before);
    await softDelete(t, 'activities', extra);
    expect(await digestNow()).toBe(before);
    // The same instants cut in another zone are other local days.
    expect(await digests.digest(team.workspaceId, WEEK.from, WEEK.to, 'Asia/Tokyo')).not.toBe(
      before,
    );
  });

  describe('the export of a sealed period', () => {
    let digest: string;
    let idSeal: string;
    let csv: Buffer;

    beforeAll(async () => {
      digest = await digestNow();
      const [seal] = await sql<{ id: string }>(
        t,
        `INSERT INTO payroll_seals (id_workspace, unit, first_day, last_day, start_at, end_at,
                                    time_zone, digest, sealed_by)
         VALUES ($1, 'week', '2026-03-02', '2026-03-08', $2, $3, $4, $5, $6) RETURNING id`,
        [team.workspaceId, WEEK.from, WEEK.to, ZONE, digest, team.superOwner.id],
      );
      idSeal = seal?.id ?? '';
      csv = (await download(team.superOwner.agent, exportUrl({ format: 'csv' })).expect(200))
        .body as Buffer;
    });

    it('carries the seal and its digest, and its content hashes to that digest', async () => {
      const facts = readCsvExport(csv).facts;
      expect(facts).toEqual(
        expect.arrayContaining([
          ['Sealed period', idSeal],
          ['SHA-256 digest of the sealed content', digest],
        ]),
      );
      expect(await digests.digestOfFile(csv, 'csv')).toBe(digest);
      const xlsx = (
        await download(team.superOwner.agent, exportUrl({ format: 'xlsx', lang: 'ja' })).expect(200)
      ).body as Buffer;
      expect(await digests.digestOfFile(xlsx, 'xlsx')).toBe(digest);
      const pdf = (await download(team.superOwner.agent, exportUrl({ format: 'pdf' })).expect(200))
        .body as Buffer;
      expect(pdfWords(pdf)).toContain(digest);
    });

    it('gives a changed file another digest', async () => {
      const changes: [string, string][] = [
        ['Worked (seconds)', '1'],
        ['Worked (h:mm)', '9:59'],
        ['Break (hours)', '0.01'],
        ['First in', '07:00:00'],
        ['Breaks', '3'],
      ];
      for (const [column, value] of changes) {
        expect([column, await digests.digestOfFile(edited(csv, column, value), 'csv')]).not.toEqual(
          [column, digest],
        );
      }
      const withoutLastRow = csv.toString('utf8').trimEnd().split('\r\n').slice(0, -1).join('\r\n');
      expect(await digests.digestOfFile(Buffer.from(withoutLastRow), 'csv')).not.toBe(digest);
    });

    it('refuses what is not an attendance export with 400 error.bad_request', async () => {
      for (const [bytes, format] of [
        [Buffer.from('a,b\r\n1,2\r\n'), 'csv'],
        [Buffer.from('not a zip'), 'xlsx'],
      ] as const) {
        const failure = await digests.digestOfFile(bytes, format).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(AppException);
        expect((failure as AppException).toBody()).toMatchObject({
          status_code: 400,
          error_key: 'error.bad_request',
        });
      }
    });

    it('names the seal only on the whole workspace’s daily rows', async () => {
      for (const query of [
        { period: 'Weekly' },
        { status: 'active' },
        { id_members: team.ben.id },
      ] as Record<string, string>[]) {
        const res = await download(
          team.superOwner.agent,
          exportUrl({ format: 'csv', ...query }),
        ).expect(200);
        const labels = readCsvExport(res.body as Buffer).facts.map(([label]) => label);
        expect(labels).not.toContain('Sealed period');
      }
    });
  });
});
