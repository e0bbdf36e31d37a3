import { readCsvExport, readXlsxExport, restored } from '#src/common/exports/index.js';
import { attendanceTeam, type AttendanceTeam, wall, wallSeconds } from './support/attendance.js';
import { sql } from './support/db.js';
import { download, pdfPages, pdfText, pdfWords, squeezed } from './support/documents.js';
import { HOUR, newBreak, newMember, newWorkspaceTime } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ZONE = 'Asia/Tokyo';
const at = (text: string) => wall(ZONE, text);
const RANGE = {
  start_time: String(wallSeconds(ZONE, '2026-03-02 00:00')),
  end_time: String(wallSeconds(ZONE, '2026-03-04 00:00')),
};
/** Each of the characters a spreadsheet reads as the start of a formula. */
const PAYLOADS = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR'];

const exportUrl = (query: Record<string, string>) =>
  `/v1/workspaces/reports/attendance/export?${new URLSearchParams({ ...RANGE, ...query }).toString()}`;

/**
 * Tokyo (no DST). Aiko: Monday 08:00-17:30 with a 12:00-13:00 break, and 23:00 to Tuesday
 * 01:00. A member named 山田 花子, and one member per formula payload as a nickname.
 */
async function arrange(t: TestApp, team: AttendanceTeam) {
  const { workspaceId, aiko } = team;
  const day = await newWorkspaceTime(
    t,
    workspaceId,
    aiko.id,
    at('2026-03-02 08:00'),
    at('2026-03-02 17:30'),
  );
  await newBreak(t, day, at('2026-03-02 12:00'), at('2026-03-02 13:00'));
  await newWorkspaceTime(t, workspaceId, aiko.id, at('2026-03-02 23:00'), at('2026-03-03 01:00'));
  const hanako = await newMember(t, workspaceId, 'Member', { firstName: '花子', lastName: '' });
  await sql(t, `UPDATE workspace_members SET nickname = '山田 花子' WHERE id_user = $1`, [
    hanako.id,
  ]);
  for (const payload of PAYLOADS) {
    const person = await newMember(t, workspaceId, 'Member');
    await sql(t, `UPDATE workspace_members SET nickname = $2 WHERE id_user = $1`, [
      person.id,
      payload,
    ]);
  }
}

describe('attendance exports', () => {
  let t: TestApp;
  let team: AttendanceTeam;

  beforeAll(async () => {
    t = await startTestApp();
    team = await attendanceTeam(t, ZONE);
    await arrange(t, team);
  });
  afterAll(() => t.close());

  it('writes CSV for payroll: facts with the zone, h:mm, decimal hours and seconds', async () => {
    const res = await download(team.superOwner.agent, exportUrl({ format: 'csv' })).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="attendance-Test-Team-2026-03-02-2026-03-03.csv"',
    );
    const file = readCsvExport(res.body as Buffer);
    expect(file.facts).toEqual(
      expect.arrayContaining([
        ['Time zone', ZONE],
        ['Period', '2026-03-02 – 2026-03-03'],
        ['Rows', 'Daily'],
        ['Workspace', 'Test Team'],
      ]),
    );
    const col = (name: string) => file.heading.indexOf(name);
    const aiko = file.rows.filter((row) => row[col('Member ID')] === team.aiko.id);
    expect(
      aiko.map((row) => [row[col('Date')], row[col('First in')], row[col('Last out')]]),
    ).toEqual([
      ['2026-03-02', '08:00:00', '24:00:00'],
      ['2026-03-03', '00:00:00', '01:00:00'],
    ]);
    const monday = aiko[0] ?? [];
    // 9 h 30 min + 1 h before midnight, minus the 1 h break.
    expect(monday[col('Worked (h:mm)')]).toBe('9:30');
    expect(monday[col('Worked (hours)')]).toBe('9.5');
    expect(monday[col('Worked (seconds)')]).toBe(String(9.5 * HOUR));
    expect(monday[col('Break (h:mm)')]).toBe('1:00');
    expect(monday[col('Overtime (h:mm)')]).toBe('0:30');
    expect(monday[col('Late out (h:mm)')]).toBe('6:00');
    expect(monday[col('Member')]).toBe('Aiko Abe');
  });

  it('neutralises every formula payload in text cells, CSV and XLSX alike', async () => {
    const csv = readCsvExport(
      (await download(team.superOwner.agent, exportUrl({ format: 'csv' })).expect(200))
        .body as Buffer,
    );
    const xlsxRes = await download(team.superOwner.agent, exportUrl({ format: 'xlsx' })).expect(
      200,
    );
    expect(xlsxRes.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const xlsx = await readXlsxExport(xlsxRes.body as Buffer);
    // XML reads a stored carriage return back as a line feed; the guarding quote stays in front.
    const files = [
      { file: csv, read: (text: string) => text },
      { file: xlsx, read: (text: string) => text.replace(/\r/g, '\n') },
    ];
    for (const { file, read } of files) {
      const names = new Set(file.rows.map((row) => String(row[0])));
      for (const payload of PAYLOADS) {
        expect(names).toContain(read(`'${payload}`));
        expect(restored(`'${payload}`)).toBe(payload);
      }
      expect(names).toContain('山田 花子');
    }
  });

  it('writes XLSX with real durations and the facts on their own sheet', async () => {
    const res = await download(
      team.superOwner.agent,
      exportUrl({ format: 'xlsx', lang: 'ja' }),
    ).expect(200);
    const file = await readXlsxExport(res.body as Buffer);
    expect(file.facts).toEqual(expect.arrayContaining([['タイムゾーン', ZONE]]));
    const col = (name: string) => file.heading.indexOf(name);
    const monday = file.rows.find(
      (row) => row[col('メンバーID')] === team.aiko.id && row[col('日付')] === '2026-03-02',
    );
    expect(monday?.[col('勤務時間 (h:mm)')]).toBeCloseTo((9.5 * HOUR) / 86_400, 10);
    expect(monday?.[col('勤務時間 (時間)')]).toBe(9.5);
    expect(monday?.[col('勤務時間 (秒)')]).toBe(9.5 * HOUR);
  });

  it('prints a paginated PDF with header, totals and page numbers, in English and Japanese', async () => {
    const en = await download(team.superOwner.agent, exportUrl({ format: 'pdf' })).expect(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const enText = pdfText(en.body as Buffer);
    for (const needle of [
      'Attendance',
      'Test Team',
      'Asia/Tokyo',
      '2026-03-02 – 2026-03-03',
      'Total',
      'Page 1 of 1',
    ]) {
      expect(enText).toContain(needle);
    }
    expect(pdfWords(en.body as Buffer)).toContain(squeezed('山田 花子'));
    const ja = await download(
      team.superOwner.agent,
      exportUrl({ format: 'pdf', lang: 'ja' }),
    ).expect(200);
    const jaWords = pdfWords(ja.body as Buffer);
    for (const needle of ['勤怠', 'タイムゾーン', '合計', '1/1ページ', '山田花子']) {
      expect(jaWords).toContain(needle);
    }
  });

  it('numbers the pages of a long PDF "n of m"', async () => {
    const res = await download(
      team.superOwner.agent,
      exportUrl({
        format: 'pdf',
        status: 'all',
        end_time: String(wallSeconds(ZONE, '2026-05-01 00:00')),
      }),
    ).expect(200);
    const pages = pdfPages(res.body as Buffer);
    expect(pages).toBeGreaterThan(1);
    expect(pdfText(res.body as Buffer)).toContain(`Page ${String(pages)} of ${String(pages)}`);
  });
});
