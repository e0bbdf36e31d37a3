import type { AttendanceFigures, AttendanceRow, AttendanceSummaryBucket } from '@punchcard/shared';
import type { BucketRow, FiguresRow, SummaryRow } from './attendance.repository.js';

/** The figures of a row as the wire names them. */
export function toFigures(row: FiguresRow): AttendanceFigures {
  return {
    worked: row.worked,
    workspace_time: row.workspace_time,
    break_time: row.break_time,
    activity_time: row.activity_time,
    number_of_breaks: row.number_of_breaks,
    number_of_drafts: row.number_of_drafts,
    pending_requests: row.pending_requests,
    scheduled: row.scheduled,
    overtime: row.overtime,
    early_in_days: row.early_in_days,
    late_out_days: row.late_out_days,
    days_present: row.days_present,
  };
}

export function toAttendanceRow(row: BucketRow): AttendanceRow {
  return {
    ...toFigures(row),
    date: row.date,
    start: row.bucket_start,
    end: row.bucket_end,
    first_in: row.first_in,
    last_out: row.last_out,
    is_open: row.is_open,
    early_in: row.early_in,
    late_out: row.late_out,
  };
}

export function toSummaryBucket(row: SummaryRow): AttendanceSummaryBucket {
  return {
    ...toFigures(row),
    date: row.date,
    start: row.bucket_start,
    end: row.bucket_end,
    members_present: row.members_present,
  };
}

export const NO_FIGURES: AttendanceFigures = {
  worked: 0,
  workspace_time: 0,
  break_time: 0,
  activity_time: 0,
  number_of_breaks: 0,
  number_of_drafts: 0,
  pending_requests: 0,
  scheduled: 0,
  overtime: 0,
  early_in_days: 0,
  late_out_days: 0,
  days_present: 0,
};

/** Figures added up: every field is a sum (days, counts, seconds), so totals are exact. */
export function addFigures(total: AttendanceFigures, row: AttendanceFigures): AttendanceFigures {
  const sum = { ...total };
  for (const key of Object.keys(NO_FIGURES) as (keyof AttendanceFigures)[]) {
    sum[key] += row[key];
  }
  return sum;
}

export const totalOf = (rows: readonly AttendanceFigures[]): AttendanceFigures =>
  rows.reduce(addFigures, NO_FIGURES);
