import { execFileSync } from 'node:child_process';
import { ErrorKey } from '@punchcard/shared';
import { readCsvExport, readXlsxExport } from '#src/common/exports/index.js';
import { sql } from './support/db.js';
import { download, pdfFonts, pdfPages } from './support/documents.js';
import { errorKey } from './support/errors.js';
import { at, DAY, HOUR, newActivity, newTask, type Person } from './support/factory.js';
import { arrangeReport, nameUser, type ReportFixture, unix } from './support/project-reports.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PDF = '/v1/projects/members/reports/pages/pdf';
const EXPORT = '/v1/projects/members/reports/export';

function urlOf(path: string, fixture: ReportFixture, more: Record<string, string | number> = {}) {
  const query = new URLSearchParams(
    Object.entries({ id_project: fixture.idProject, ...fixture.window, ...more }).map(
      ([key, value]): [string, string] => [key, String(value)],
    ),
  );
  return `${path}?${query.toString()}`;
}

/** pdftotext's text laid out as printed, so a table row reads as one line. */
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

async function fileOf(person: Person, url: string, headers: Record<string, string> = {}) {
  const res = await download(person.agent, url, headers).expect(200);
  return { res, bytes: res.body as Buffer };
}

describe('project member report files', () => {
  let t: TestApp;
  let fixture: ReportFixture;
  beforeAll(async () => {
    t = await startTestApp();
    fixture = await arrangeReport(t);
    await nameUser(t, fixture.team.ben, '山田', '太郎');
    await sql(t, `UPDATE workspaces SET name = '株式会社テスト' WHERE id = $1`, [
      fixture.team.workspaceId,
    ]);
  });
  afterAll(() => t.close());

  it('prints a PDF with the header, rows, totals and page numbers in English', async () => {
    const owner = fixture.team.superOwner;
    const { res, bytes } = await fileOf(owner, urlOf(PDF, fixture, { groups: 'day' }));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="project-report-Relaunch-\d+-2026-03-23-2026-04-06\.pdf"; filename\*=UTF-8''/,
    );
    const text = pdfText(bytes);
    expect(pdfPages(bytes)).toBe(1);
    expect(text).toContain('Project report: Relaunch');
    expect(text).toContain('Workspace: 株式会社テスト');
    expect(text).toContain('Period: 2026-03-23 00:00 – 2026-04-06 00:00');
    expect(text).toContain('Time zone: Europe/Berlin');
    expect(text).toMatch(/Aiko Abe\s+2026-03-29\s+30\.25\s+30\.25\s+3:00\s+3\.00\s+90\.75/);
    expect(text).toMatch(/山田 太郎\s+2026-03-29\s+10\.00\s+10\.00\s+2:00\s+2\.00\s+20\.00/);
    expect(text).toMatch(/Total\s+8:30\s+8\.50\s+216\.63/);
    expect(text).toContain('Page 1 of 1');
    expect(pdfFonts(bytes).join('\n')).toContain('NotoSansCJKjp-Regular');
  });

  it('prints in Japanese from lang or Accept-Language, and across pages', async () => {
    const owner = fixture.team.superOwner;
    const fromLang = pdfText((await fileOf(owner, urlOf(PDF, fixture, { lang: 'ja' }))).bytes);
    expect(fromLang).toContain('プロジェクトレポート：Relaunch');
    expect(fromLang).toContain('タイムゾーン: Europe/Berlin');
    expect(fromLang).toContain('1 / 1 ページ');
    const header = { 'Accept-Language': 'ja' };
    const fromHeader = pdfText((await fileOf(owner, urlOf(PDF, fixture), header)).bytes);
    expect(fromHeader).toContain('合計');

    // Sixty days of Aiko's time: more rows than a page holds.
    const { aiko } = fixture.team;
    const first = unix('2026-05-01T08:00:00Z');
    for (let day = 0; day < 60; day += 1) {
      await newActivity(
        t,
        fixture.team.workspaceId,
        aiko.id,
        at(first + day * DAY),
        at(first + day * DAY + HOUR),
        {
          id_project: fixture.idProject,
        },
      );
    }
    const long = { ...fixture, window: { start_time: first - HOUR, end_time: first + 61 * DAY } };
    const bytes = (await fileOf(owner, urlOf(PDF, long, { groups: 'day' }))).bytes;
    const pages = pdfPages(bytes);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(bytes);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toMatch(/Total\s+60:00\s+60\.00/);
  });

  it('exports CSV with facts, payroll columns and formula payloads neutralised', async () => {
    const owner = fixture.team.superOwner;
    const payload = '=HYPERLINK("http://evil","x")';
    await sql(t, `UPDATE users SET first_name = $2, last_name = NULL WHERE id = $1`, [
      fixture.team.aiko.id,
      payload,
    ]);
    await newTask(t, fixture.team.workspaceId, fixture.team.aiko.id, fixture.idProject, {
      name: '+cmd|calc',
    });
    await sql(t, `UPDATE tasks SET name = '@SUM(1)' WHERE id = $1`, [fixture.idTask]);
    try {
      const { res, bytes } = await fileOf(
        owner,
        urlOf(EXPORT, fixture, { format: 'csv', groups: 'task' }),
      );
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/filename="project-report-.*\.csv"/);
      const csv = readCsvExport(bytes);
      expect(csv.facts).toEqual(
        expect.arrayContaining([
          ['Workspace', '株式会社テスト'],
          ['Time zone', 'Europe/Berlin'],
          ['Period', '2026-03-23 00:00 – 2026-04-06 00:00'],
          ['Grouped by', 'Task'],
          ['Total duration', '8:30'],
          ['Total cost', '216.63'],
        ]),
      );
      expect(csv.heading).toEqual([
        'Member',
        'E-mail',
        'Member ID',
        'Group',
        'Rate',
        'Current rate',
        'Duration (h:mm)',
        'Hours',
        'Cost',
        'First start',
        'Last end',
      ]);
      expect(csv.rows).toEqual([
        [
          `'${payload}`,
          fixture.team.aiko.email,
          fixture.team.aiko.id,
          "'@SUM(1)",
          '30.25',
          '30.25',
          '5:00',
          '5',
          '151.25',
          '2026-03-28 22:00',
          '2026-03-29 04:00',
        ],
        [
          `'${payload}`,
          fixture.team.aiko.email,
          fixture.team.aiko.id,
          'No task',
          '30.25',
          '30.25',
          '1:30',
          '1.5',
          '45.38',
          '2026-03-30 09:00',
          '2026-03-30 10:30',
        ],
        [
          '山田 太郎',
          fixture.team.ben.email,
          fixture.team.ben.id,
          'Private task',
          '10.00',
          '10.00',
          '2:00',
          '2',
          '20.00',
          '2026-03-29 10:00',
          '2026-03-29 12:00',
        ],
      ]);
    } finally {
      await nameUser(t, fixture.team.aiko, 'Aiko', 'Abe');
      await sql(t, `UPDATE tasks SET name = 'Design' WHERE id = $1`, [fixture.idTask]);
    }
  });

  it('exports XLSX in Japanese with typed numbers and an About sheet', async () => {
    const owner = fixture.team.superOwner;
    const url = urlOf(EXPORT, fixture, { format: 'xlsx', lang: 'ja', timezone: 9 * HOUR });
    const { res, bytes } = await fileOf(owner, url);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = await readXlsxExport(bytes);
    expect(book.facts).toEqual(
      expect.arrayContaining([
        ['ワークスペース', '株式会社テスト'],
        ['タイムゾーン', 'UTC+09:00'],
        ['期間', '2026-03-23 08:00 – 2026-04-06 07:00'],
      ]),
    );
    expect(book.heading[0]).toBe('メンバー');
    const [aiko] = book.rows;
    expect(aiko?.slice(0, 1)).toEqual(['Aiko Abe']);
    expect(aiko?.slice(3, 6)).toEqual([30.25, 30.25, (6.5 * HOUR) / DAY]);
    expect(aiko?.slice(6, 8)).toEqual([6.5, 196.63]);
  });

  it('keeps a member’s files to what their view shows, and refuses bad formats', async () => {
    const { ben } = fixture.team;
    const csv = readCsvExport((await fileOf(ben, urlOf(EXPORT, fixture, { format: 'csv' }))).bytes);
    expect(csv.rows.map((row) => row[0])).toEqual(['山田 太郎']);
    expect(csv.facts.map(([label]) => label)).not.toContain('Total cost');
    for (const format of ['pdf', '']) {
      const res = await ben.agent.get(urlOf(EXPORT, fixture, { format })).expect(400);
      expect(errorKey(res)).toBe(ErrorKey.BadRequest);
    }
  });
});
