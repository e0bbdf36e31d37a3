import type { AttendanceMemberFilter, ReportPeriod } from '@punchcard/shared';
import type { ExportFact } from '#src/common/exports/index.js';
import type { ExportLang } from './attendance-columns.js';

/** What an attendance file states about itself, before its rows. */
export interface AttendanceFileFacts {
  workspace: string;
  timeZone: string;
  from: Date;
  to: Date;
  period: ReportPeriod;
  status: AttendanceMemberFilter;
  /** Only some members or roles were asked for. */
  narrowed: boolean;
  generatedAt: Date;
  seal: { id: string; digest: string } | null;
}

const TEXT = {
  en: {
    title: 'Attendance',
    workspace: 'Workspace',
    period: 'Period',
    rows: 'Rows',
    zone: 'Time zone',
    members: 'Members',
    generated: 'Generated at',
    seal: 'Sealed period',
    digest: 'SHA-256 digest of the sealed content',
    periods: { Daily: 'Daily', Weekly: 'Weekly', Monthly: 'Monthly' },
    statuses: { active: 'Active', inactive: 'Inactive', all: 'All' },
    narrowed: ' (filtered)',
  },
  ja: {
    title: '勤怠',
    workspace: 'ワークスペース',
    period: '期間',
    rows: '集計単位',
    zone: 'タイムゾーン',
    members: 'メンバー',
    generated: '作成日時',
    seal: '締め済み期間',
    digest: '締め内容の SHA-256 ダイジェスト',
    periods: { Daily: '日別', Weekly: '週別', Monthly: '月別' },
    statuses: { active: '有効', inactive: '無効', all: 'すべて' },
    narrowed: '（絞り込み）',
  },
} as const;

export const attendanceTitle = (lang: ExportLang): string => TEXT[lang].title;

/** The parts of an instant in `timeZone`, zero-padded. */
function localParts(date: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** YYYY-MM-DD of an instant in `timeZone`. */
export function localDate(date: Date, timeZone: string): string {
  const p = localParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** YYYY-MM-DD HH:MM:SS of an instant in `timeZone`. */
export function localDateTime(date: Date, timeZone: string): string {
  const p = localParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The first and last local day of [from, to). */
export function periodDays(from: Date, to: Date, timeZone: string): [string, string] {
  return [localDate(from, timeZone), localDate(new Date(to.getTime() - 1), timeZone)];
}

/** `2026-03-01 – 2026-03-31`, or one date for a single day. */
export function periodLabel(from: Date, to: Date, timeZone: string): string {
  const [first, last] = periodDays(from, to, timeZone);
  return first === last ? first : `${first} – ${last}`;
}

/** The label / value lines every attendance file starts with: what, where, when, which zone. */
export function attendanceFacts(facts: AttendanceFileFacts, lang: ExportLang): ExportFact[] {
  const t = TEXT[lang];
  const lines: ExportFact[] = [
    [t.workspace, facts.workspace],
    [t.period, periodLabel(facts.from, facts.to, facts.timeZone)],
    [t.rows, t.periods[facts.period]],
    [t.zone, facts.timeZone],
    [t.members, t.statuses[facts.status] + (facts.narrowed ? t.narrowed : '')],
    [t.generated, `${localDateTime(facts.generatedAt, facts.timeZone)} (${facts.timeZone})`],
  ];
  if (facts.seal) lines.push([t.seal, facts.seal.id], [t.digest, facts.seal.digest]);
  return lines;
}
