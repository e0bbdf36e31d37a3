import { Injectable } from '@nestjs/common';
import {
  decimalHours,
  type ExportFile,
  hoursMinutes,
  MEDIA_TYPES,
} from '#src/common/exports/index.js';
import {
  PDF_TABLE_PAGE,
  PdfService,
  PdfTable,
  type PdfTableColumn,
} from '#src/common/pdf/index.js';
import type { ExportLang } from './attendance-columns.js';
import { type AttendanceFileFacts, attendanceFacts, attendanceTitle } from './attendance-facts.js';
import type { ExportRow } from './attendance.repository.js';

const TEXT = {
  en: {
    columns: [
      'Member',
      'Date',
      'First in',
      'Last out',
      'Worked',
      'Hours',
      'Break',
      'Activity',
      'Breaks',
      'Overtime',
      'Early in',
      'Late out',
    ],
    total: 'Total',
    empty: 'No attendance in this period.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    seal: (id: string, digest: string) => `Sealed period ${id} · SHA-256 ${digest}`,
  },
  ja: {
    columns: [
      'メンバー',
      '日付',
      '出勤',
      '退勤',
      '勤務時間',
      '時間(10進)',
      '休憩',
      '作業時間',
      '休憩回数',
      '残業',
      '早出',
      '定時後退勤',
    ],
    total: '合計',
    empty: 'この期間の勤怠はありません。',
    page: (page: number, pages: number) => `${page} / ${pages} ページ`,
    seal: (id: string, digest: string) => `締め済み期間 ${id} · SHA-256 ${digest}`,
  },
} as const;

/** Relative widths: the name gets room, figures are narrow and right-aligned. */
const WIDTHS = [3.2, 1.5, 1.4, 1.4, 1, 1, 1, 1, 0.8, 1, 1, 1.1];
const FIRST_FIGURE = 4;

/** The running sums of the totals row. */
interface Sums {
  worked: number;
  break_time: number;
  activity_time: number;
  number_of_breaks: number;
  overtime: number;
  early_in: number;
  late_out: number;
}

const figures = (row: Sums): string[] => [
  hoursMinutes(row.worked),
  decimalHours(row.worked).toFixed(2),
  hoursMinutes(row.break_time),
  hoursMinutes(row.activity_time),
  String(row.number_of_breaks),
  hoursMinutes(row.overtime),
  hoursMinutes(row.early_in),
  hoursMinutes(row.late_out),
];

/**
 * The attendance report as a printable PDF: A4 landscape pages with the workspace, period and
 * zone on each, a totals row, "Page n of m", and a sealed period's digest in every footer.
 * Drawn row by row from the export cursor; Japanese names render with the embedded CJK font.
 */
@Injectable()
export class AttendancePdf {
  constructor(private readonly pdf: PdfService) {}

  /** `rowCount` first (pages are numbered n of m as they are drawn), then the rows. */
  file(
    facts: AttendanceFileFacts,
    lang: ExportLang,
    filename: string,
    rowCount: number,
    rows: AsyncIterable<ExportRow[]>,
  ): ExportFile {
    const t = TEXT[lang];
    const title = attendanceTitle(lang);
    const draft = this.pdf.create({ size: PDF_TABLE_PAGE, title: `${title} ${facts.workspace}` });
    const columns: PdfTableColumn[] = t.columns.map((heading, index) => ({
      heading,
      width: WIDTHS[index] ?? 1,
      align: index >= FIRST_FIGURE ? 'right' : 'left',
    }));
    const stream = this.pdf.stream(draft, async (doc) => {
      const table = new PdfTable(doc, {
        title,
        facts: attendanceFacts(facts, lang),
        columns,
        rowCount,
        totals: true,
        emptyText: t.empty,
        pageLabel: t.page,
        ...(facts.seal ? { footer: t.seal(facts.seal.id, facts.seal.digest) } : {}),
      });
      const sums: Sums = {
        worked: 0,
        break_time: 0,
        activity_time: 0,
        number_of_breaks: 0,
        overtime: 0,
        early_in: 0,
        late_out: 0,
      };
      for await (const batch of rows) {
        for (const row of batch) {
          for (const key of Object.keys(sums) as (keyof Sums)[]) sums[key] += row[key];
          await table.row([
            row.name,
            row.date,
            row.first_in_local ?? '',
            row.last_out_local ?? '',
            ...figures(row),
          ]);
        }
      }
      await table.totals([t.total, '', '', '', ...figures(sums)]);
      table.finish();
    });
    return { stream, contentType: MEDIA_TYPES.pdf, filename };
  }
}
