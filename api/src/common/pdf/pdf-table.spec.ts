import { execFileSync } from 'node:child_process';
import { Logger } from '@nestjs/common';
import { loadConfig } from '#src/config/app-config.js';
import { PDF_TABLE_PAGE, PdfTable, type PdfTableLayout, pdfTablePages } from './pdf-table.js';
import { PdfService } from './pdf.service.js';

/** The text poppler's pdftotext reads from the bytes, laid out as on the page. */
const textOf = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

const pageCount = (bytes: Buffer) =>
  Number(
    /^Pages:\s+(\d+)/m.exec(
      execFileSync('pdfinfo', ['-'], { input: bytes, encoding: 'utf8' }),
    )?.[1],
  );

const layout = (rowCount: number, extra: Partial<PdfTableLayout> = {}): PdfTableLayout => ({
  title: '勤怠レポート Attendance',
  facts: [
    ['Workspace', '株式会社テスト'],
    ['Period', '2026-03-01 – 2026-03-31'],
    ['Time zone', 'Asia/Tokyo'],
  ],
  columns: [
    { heading: 'Member', width: 3 },
    { heading: 'Date', width: 2 },
    { heading: 'Worked', width: 1, align: 'right' },
  ],
  rowCount,
  totals: true,
  pageLabel: (page, pages) => `Page ${page} of ${pages}`,
  ...extra,
});

async function render(table: PdfTableLayout, rows: string[][], totals?: string[]) {
  const service = new PdfService(loadConfig({}));
  const draft = service.create({ size: PDF_TABLE_PAGE, title: table.title });
  const stream = service.stream(draft, async (doc) => {
    const drawn = new PdfTable(doc, table);
    for (const row of rows) await drawn.row(row);
    if (totals) await drawn.totals(totals);
    drawn.finish();
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('PdfTable', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  it('paginates with the header, headings and "Page n of m" on every page', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => [
      `山田 太郎 ${index}`,
      `2026-03-${String((index % 31) + 1).padStart(2, '0')}`,
      '8:30',
    ]);
    const table = layout(rows.length, { footer: 'Sealed period · SHA-256 ab12cd34' });
    const pages = pdfTablePages(PDF_TABLE_PAGE[1], table);
    expect(pages).toBeGreaterThan(1);
    const bytes = await render(table, rows, ['Total', '', '680:00']);
    expect(pageCount(bytes)).toBe(pages);
    const text = textOf(bytes);
    const sheets = text.split('\f').filter((page) => page.trim() !== '');
    expect(sheets).toHaveLength(pages);
    sheets.forEach((page, index) => {
      expect(page).toContain('勤怠レポート Attendance');
      expect(page).toContain('Workspace: 株式会社テスト');
      expect(page).toContain('Time zone: Asia/Tokyo');
      expect(page).toMatch(/Member\s+Date\s+Worked/);
      expect(page).toContain(`Page ${index + 1} of ${pages}`);
      expect(page).toContain('Sealed period · SHA-256 ab12cd34');
    });
    expect(text).toMatch(/山田 太郎 0\s+2026-03-01\s+8:30/);
    expect(text).toMatch(/山田 太郎 79\s+2026-03-18\s+8:30/);
    expect(sheets.at(-1)).toMatch(/Total\s+680:00/);
  });

  it('cuts text too long for its column with an ellipsis, keeping one line per row', async () => {
    const long = `A very long member name ${'that cannot fit in its column '.repeat(6)}not even close`;
    const bytes = await render(layout(1, { totals: false }), [[long, '2026-03-01', '1:00']]);
    const text = textOf(bytes);
    expect(text).toContain('A very long member name');
    expect(text).toContain('…');
    expect(text).not.toContain('not even close');
  });

  it('prints one page with the empty notice when there are no rows', async () => {
    const table = layout(0, { totals: false, emptyText: 'No time in this period' });
    const bytes = await render(table, []);
    expect(pageCount(bytes)).toBe(1);
    const text = textOf(bytes);
    expect(text).toContain('No time in this period');
    expect(text).toContain('Page 1 of 1');
  });

  it('numbers pages n of n beyond the announced count rather than stopping', async () => {
    const rows = Array.from({ length: 100 }, () => ['x', 'y', 'z']);
    const bytes = await render(layout(1, { totals: false }), rows);
    expect(pageCount(bytes)).toBeGreaterThan(2);
    const text = textOf(bytes);
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Page 2 of 2');
  });
});
