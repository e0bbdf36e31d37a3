// Attendance answers as the API sends them (snake_case), for the page's tests: two members over
// two Tokyo days of November 2026.
import type * as wire from '@punchcard/shared';

export const ADA_ID = '0b9a4c1e-6a43-4f53-9d0e-3a7f1d2b8c11';
export const KENJI_ID = '0b9a4c1e-6a43-4f53-9d0e-3a7f1d2b8c12';

const tokyo = (iso: string) => Date.parse(`${iso}+09:00`) / 1000;

const zero: wire.AttendanceFigures = {
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

export function wireFigures(overrides: Partial<wire.AttendanceFigures> = {}) {
  return { ...zero, ...overrides };
}

export function wireRow(
  date: string,
  overrides: Partial<wire.AttendanceRow> = {},
): wire.AttendanceRow {
  return {
    ...zero,
    date,
    start: tokyo(`${date}T00:00:00`),
    end: tokyo(`${date}T00:00:00`) + 86_400,
    first_in: null,
    last_out: null,
    is_open: false,
    early_in: 0,
    late_out: 0,
    ...overrides,
  };
}

const adaDay = wireRow('2026-11-02', {
  worked: 8 * 3600 + 30 * 60,
  workspace_time: 9 * 3600 + 30 * 60,
  break_time: 3600,
  number_of_breaks: 1,
  scheduled: 9 * 3600,
  first_in: tokyo('2026-11-02T08:45:00'),
  last_out: tokyo('2026-11-02T18:15:00'),
  early_in: 15 * 60,
  late_out: 15 * 60,
  early_in_days: 1,
  late_out_days: 1,
  days_present: 1,
});

export function wireAttendanceMember(
  id: string,
  name: string,
  rows: wire.AttendanceRow[],
  totals: Partial<wire.AttendanceFigures> = {},
): wire.AttendanceMember {
  return {
    id_user: id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase() ?? 'x'}@example.com`,
    avatar: null,
    role: 'Member',
    status: 'ACTIVE',
    totals: wireFigures(totals),
    rows,
  };
}

export function wireAttendanceReport(
  overrides: Partial<wire.AttendanceReport> = {},
): wire.AttendanceReport {
  return {
    start: tokyo('2026-11-01T00:00:00'),
    end: tokyo('2026-12-01T00:00:00'),
    time_zone: 'Asia/Tokyo',
    week_start: 1,
    generated_at: tokyo('2026-11-26T12:00:00'),
    period: 'Daily',
    page: 1,
    item: 20,
    total_members: 2,
    members: [
      wireAttendanceMember(ADA_ID, 'Ada Lovelace', [adaDay], {
        worked: adaDay.worked,
        break_time: 3600,
        overtime: 0,
        days_present: 1,
        early_in_days: 1,
      }),
      wireAttendanceMember(KENJI_ID, 'Kenji Sato', [
        wireRow('2026-11-03', { is_open: true, first_in: tokyo('2026-11-03T09:00:00') }),
      ]),
    ],
    ...overrides,
  };
}

export function wireAttendanceSummary(
  overrides: Partial<wire.AttendanceSummary> = {},
): wire.AttendanceSummary {
  return {
    start: tokyo('2026-11-01T00:00:00'),
    end: tokyo('2026-12-01T00:00:00'),
    time_zone: 'Asia/Tokyo',
    week_start: 1,
    generated_at: tokyo('2026-11-26T12:00:00'),
    period: 'Daily',
    total_members: 2,
    totals: wireFigures({ worked: 40 * 3600, break_time: 5 * 3600, days_present: 6 }),
    buckets: [],
    ...overrides,
  };
}
