import type { Locale, ProjectReportGroup } from '@punchcard/shared';
import {
  type ExportCell,
  type ExportColumn,
  type ExportFact,
  decimalHours,
  hoursMinutes,
} from '#src/common/exports/index.js';
import type { PdfTableColumn } from '#src/common/pdf/index.js';
import { readsRateOf, type RateReader } from './project-report.mapper.js';
import { projectReportTexts } from './project-report-texts.js';
import type { ProjectReportRecord, ProjectReportTotals } from './project-reports.repository.js';

/** What a file states about itself before its rows. */
export interface ProjectReportHeader {
  workspace: string;
  project: string;
  timeZone: string;
  currency: string;
  groups: ProjectReportGroup;
  /** With the window's ends and now in local time. */
  totals: ProjectReportTotals;
  /** Whether the caller reads every rate (else the total cost is not theirs to see). */
  readsAllRates: boolean;
}

export function reportFacts(header: ProjectReportHeader, lang: Locale): ExportFact[] {
  const texts = projectReportTexts(lang);
  return [
    [texts.workspace, header.workspace],
    [texts.project, header.project],
    [texts.period, `${header.totals.from_local} – ${header.totals.to_local}`],
    [texts.timeZone, header.timeZone],
    [texts.currency, header.currency],
    [texts.groupedBy, texts.groups[header.groups]],
    [texts.totalDuration, hoursMinutes(header.totals.total_seconds)],
    ...(header.readsAllRates ? [[texts.totalCost, header.totals.total_cost] as const] : []),
    [texts.generatedAt, header.totals.now_local],
  ];
}

/** The group's words: a task's name, "No task" / "Private task", or the dates covered. */
function groupText(record: ProjectReportRecord, lang: Locale): string {
  const texts = projectReportTexts(lang);
  if (record.task_kind === 'no_task' || record.task_kind === 'hidden') {
    return texts.taskKinds[record.task_kind];
  }
  return record.group_label ?? '';
}

/** CSV / XLSX columns: payroll reads hours both as h:mm and as decimals. */
export function exportColumns(groups: ProjectReportGroup, lang: Locale): ExportColumn[] {
  const { columns } = projectReportTexts(lang);
  return [
    { heading: columns.member, kind: 'text', width: 24 },
    { heading: columns.email, kind: 'text', width: 28 },
    { heading: columns.idUser, kind: 'text', width: 38 },
    ...(groups === 'member' ? [] : [{ heading: columns.group, kind: 'text', width: 24 } as const]),
    { heading: columns.rate, kind: 'money' },
    { heading: columns.currentRate, kind: 'money' },
    { heading: columns.duration, kind: 'duration' },
    { heading: columns.hours, kind: 'hours' },
    { heading: columns.cost, kind: 'money' },
    { heading: columns.start, kind: 'text', width: 18 },
    { heading: columns.end, kind: 'text', width: 18 },
  ];
}

export function exportCells(
  record: ProjectReportRecord,
  groups: ProjectReportGroup,
  lang: Locale,
  reader: RateReader,
): ExportCell[] {
  const money = readsRateOf(reader, record.id_user);
  return [
    record.name,
    record.email,
    record.id_user,
    ...(groups === 'member' ? [] : [groupText(record, lang)]),
    money ? record.rate : null,
    money ? record.rate : null,
    record.duration,
    record.duration,
    money ? record.cost : null,
    record.start_local,
    record.end_local,
  ];
}

const HIDDEN = '—';

export function pdfColumns(groups: ProjectReportGroup, lang: Locale): PdfTableColumn[] {
  const { columns } = projectReportTexts(lang);
  return [
    { heading: columns.member, width: 3.6 },
    ...(groups === 'member' ? [] : [{ heading: columns.group, width: 3.2 }]),
    { heading: columns.rate, width: 1.4, align: 'right' as const },
    { heading: columns.currentRate, width: 1.6, align: 'right' as const },
    { heading: columns.duration, width: 1.9, align: 'right' as const },
    { heading: columns.hours, width: 1.2, align: 'right' as const },
    { heading: columns.cost, width: 1.7, align: 'right' as const },
    { heading: columns.start, width: 2.1 },
    { heading: columns.end, width: 2.1 },
  ];
}

export function pdfCells(
  record: ProjectReportRecord,
  groups: ProjectReportGroup,
  lang: Locale,
  reader: RateReader,
): string[] {
  const money = readsRateOf(reader, record.id_user);
  return [
    record.name,
    ...(groups === 'member' ? [] : [groupText(record, lang)]),
    money ? record.rate : HIDDEN,
    money ? record.rate : HIDDEN,
    hoursMinutes(record.duration),
    decimalHours(record.duration).toFixed(2),
    money ? record.cost : HIDDEN,
    record.start_local,
    record.end_local,
  ];
}

export function pdfTotals(header: ProjectReportHeader, lang: Locale): string[] {
  const { totals } = header;
  const blanks = header.groups === 'member' ? 2 : 3;
  return [
    projectReportTexts(lang).total,
    ...Array.from({ length: blanks }, () => ''),
    hoursMinutes(totals.total_seconds),
    decimalHours(totals.total_seconds).toFixed(2),
    header.readsAllRates ? totals.total_cost : HIDDEN,
    '',
    '',
  ];
}
