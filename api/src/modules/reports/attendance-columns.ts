import type { ColumnKind, ExportCell, ExportColumn } from '#src/common/exports/index.js';
import type { ExportRow } from './attendance.repository.js';

export type ExportLang = 'en' | 'ja';

/** One column of the attendance export: its value out of a row and its heading per language. */
interface AttendanceColumn {
  key: ColumnKey;
  kind: ColumnKind;
  en: string;
  ja: string;
  width?: number;
  value: (row: ExportRow, lang: ExportLang) => ExportCell;
}

export type ColumnKey =
  | 'name'
  | 'email'
  | 'id_user'
  | 'date'
  | 'first_in'
  | 'last_out'
  | 'worked'
  | 'worked_hours'
  | 'worked_seconds'
  | 'break'
  | 'break_hours'
  | 'break_seconds'
  | 'activity'
  | 'activity_hours'
  | 'activity_seconds'
  | 'breaks'
  | 'scheduled'
  | 'overtime'
  | 'overtime_hours'
  | 'early_in'
  | 'late_out'
  | 'days_present'
  | 'drafts'
  | 'pending'
  | 'open';

const OPEN: Record<ExportLang, string> = { en: 'open', ja: '勤務中' };

/**
 * The payroll columns, in file order. Each duration comes as h:mm, as decimal hours (what payroll
 * imports), and for the time facts as whole seconds too: the exact figures the canonical digest
 * of a sealed period is computed from, so a file can be checked against its seal.
 */
export const ATTENDANCE_COLUMNS: readonly AttendanceColumn[] = [
  { key: 'name', kind: 'text', en: 'Member', ja: 'メンバー', value: (r) => r.name },
  {
    key: 'email',
    kind: 'text',
    en: 'E-mail',
    ja: 'メールアドレス',
    width: 30,
    value: (r) => r.email,
  },
  {
    key: 'id_user',
    kind: 'text',
    en: 'Member ID',
    ja: 'メンバーID',
    width: 38,
    value: (r) => r.id_user,
  },
  { key: 'date', kind: 'text', en: 'Date', ja: '日付', width: 12, value: (r) => r.date },
  {
    key: 'first_in',
    kind: 'text',
    en: 'First in',
    ja: '出勤',
    width: 20,
    value: (r) => r.first_in_local,
  },
  {
    key: 'last_out',
    kind: 'text',
    en: 'Last out',
    ja: '退勤',
    width: 20,
    value: (r) => r.last_out_local,
  },
  {
    key: 'worked',
    kind: 'duration',
    en: 'Worked (h:mm)',
    ja: '勤務時間 (h:mm)',
    value: (r) => r.worked,
  },
  {
    key: 'worked_hours',
    kind: 'hours',
    en: 'Worked (hours)',
    ja: '勤務時間 (時間)',
    value: (r) => r.worked,
  },
  {
    key: 'worked_seconds',
    kind: 'number',
    en: 'Worked (seconds)',
    ja: '勤務時間 (秒)',
    value: (r) => r.worked,
  },
  {
    key: 'break',
    kind: 'duration',
    en: 'Break (h:mm)',
    ja: '休憩 (h:mm)',
    value: (r) => r.break_time,
  },
  {
    key: 'break_hours',
    kind: 'hours',
    en: 'Break (hours)',
    ja: '休憩 (時間)',
    value: (r) => r.break_time,
  },
  {
    key: 'break_seconds',
    kind: 'number',
    en: 'Break (seconds)',
    ja: '休憩 (秒)',
    value: (r) => r.break_time,
  },
  {
    key: 'activity',
    kind: 'duration',
    en: 'Activity (h:mm)',
    ja: '作業時間 (h:mm)',
    value: (r) => r.activity_time,
  },
  {
    key: 'activity_hours',
    kind: 'hours',
    en: 'Activity (hours)',
    ja: '作業時間 (時間)',
    value: (r) => r.activity_time,
  },
  {
    key: 'activity_seconds',
    kind: 'number',
    en: 'Activity (seconds)',
    ja: '作業時間 (秒)',
    value: (r) => r.activity_time,
  },
  { key: 'breaks', kind: 'number', en: 'Breaks', ja: '休憩回数', value: (r) => r.number_of_breaks },
  {
    key: 'scheduled',
    kind: 'duration',
    en: 'Scheduled (h:mm)',
    ja: '所定時間 (h:mm)',
    value: (r) => r.scheduled,
  },
  {
    key: 'overtime',
    kind: 'duration',
    en: 'Overtime (h:mm)',
    ja: '残業 (h:mm)',
    value: (r) => r.overtime,
  },
  {
    key: 'overtime_hours',
    kind: 'hours',
    en: 'Overtime (hours)',
    ja: '残業 (時間)',
    value: (r) => r.overtime,
  },
  {
    key: 'early_in',
    kind: 'duration',
    en: 'Early in (h:mm)',
    ja: '早出 (h:mm)',
    value: (r) => r.early_in,
  },
  {
    key: 'late_out',
    kind: 'duration',
    en: 'Late out (h:mm)',
    ja: '定時後退勤 (h:mm)',
    value: (r) => r.late_out,
  },
  {
    key: 'days_present',
    kind: 'number',
    en: 'Days present',
    ja: '出勤日数',
    value: (r) => r.days_present,
  },
  { key: 'drafts', kind: 'number', en: 'Drafts', ja: '下書き', value: (r) => r.number_of_drafts },
  {
    key: 'pending',
    kind: 'number',
    en: 'Pending requests',
    ja: '承認待ち申請',
    value: (r) => r.pending_requests,
  },
  {
    key: 'open',
    kind: 'text',
    en: 'Still clocked in',
    ja: '打刻中',
    value: (r, lang) => (r.is_open ? OPEN[lang] : null),
  },
];

/** The columns as the writers take them, headed in `lang`. */
export function exportColumns(lang: ExportLang): ExportColumn[] {
  return ATTENDANCE_COLUMNS.map((column) => ({
    heading: column[lang],
    kind: column.kind,
    ...(column.width === undefined ? {} : { width: column.width }),
  }));
}

/**
 * A row's cells in column order, into `cells` when given: an export reuses one array for all its
 * rows (the writers read the cells before `row` resolves).
 */
export function exportCells(
  row: ExportRow,
  lang: ExportLang,
  cells: ExportCell[] = new Array<ExportCell>(ATTENDANCE_COLUMNS.length),
): ExportCell[] {
  for (let index = 0; index < ATTENDANCE_COLUMNS.length; index += 1) {
    cells[index] = ATTENDANCE_COLUMNS[index]?.value(row, lang) ?? null;
  }
  return cells;
}

/** Where each column stands in a file headed in either language; a heading not ours is absent. */
export function columnPositions(heading: readonly string[]): Partial<Record<ColumnKey, number>> {
  const positions: Partial<Record<ColumnKey, number>> = {};
  for (const column of ATTENDANCE_COLUMNS) {
    const index = heading.findIndex((text) => text === column.en || text === column.ja);
    if (index >= 0) positions[column.key] = index;
  }
  return positions;
}
