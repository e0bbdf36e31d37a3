// What the attendance page asks for, kept in the address beside the period so a filtered view
// can be bookmarked and shared: `?period=Weekly&member=<id>&role=Manager&status=all&page=2`.
import {
  AttendanceMemberFilter,
  type AttendanceReportQuery,
  type Locale,
  REPORT_PERIODS,
  type ReportExportFormat,
  ReportPeriod,
  type Role,
  ROLES,
} from '@punchcard/shared';

import type { TimeWindow } from '@/lib/dates';

/** Members per page on screen: a month of days for each stays a readable page. */
export const ATTENDANCE_SCREEN_ITEMS = 20;

export interface AttendanceFilters {
  period: ReportPeriod;
  /** User ids; empty means everyone the other filters keep. */
  members: string[];
  roles: Role[];
  status: AttendanceMemberFilter;
  /** 1-based page of members. */
  page: number;
}

const STATUSES: readonly string[] = Object.values(AttendanceMemberFilter);
const isPeriod = (text: string | null): text is ReportPeriod =>
  text !== null && (REPORT_PERIODS as readonly string[]).includes(text);
const isRole = (text: string): text is Role => (ROLES as readonly string[]).includes(text);
const isStatus = (text: string | null): text is AttendanceMemberFilter =>
  text !== null && STATUSES.includes(text);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters an address asks for; anything unreadable is left out (Daily, active, page 1). */
export function filtersFromSearch(search: URLSearchParams): AttendanceFilters {
  const period = search.get('period');
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    period: isPeriod(period) ? period : ReportPeriod.Daily,
    members: [...new Set(search.getAll('member').filter((id) => UUID.test(id)))],
    roles: [...new Set(search.getAll('role').filter(isRole))],
    status: isStatus(status) ? status : AttendanceMemberFilter.Active,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters into search parameters (leaving the period's), defaults left out. */
export function filtersToSearch(
  filters: AttendanceFilters,
  search: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['period', 'member', 'role', 'status', 'page']) next.delete(name);
  if (filters.period !== ReportPeriod.Daily) next.set('period', filters.period);
  for (const id of filters.members) next.append('member', id);
  for (const role of filters.roles) next.append('role', role);
  if (filters.status !== AttendanceMemberFilter.Active) next.set('status', filters.status);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** The API's query for the filters over `window` (wire names; arrays as repeated keys). */
export function attendanceQuery(
  filters: AttendanceFilters,
  window: TimeWindow,
): Omit<AttendanceReportQuery, 'page' | 'item'> {
  return {
    start_time: window.start,
    end_time: window.end,
    period: filters.period,
    ...(filters.members.length > 0 ? { id_members: filters.members } : {}),
    ...(filters.roles.length > 0 ? { roles: filters.roles } : {}),
    status: filters.status,
  };
}

export const ATTENDANCE_EXPORT_PATH = '/v1/workspaces/reports/attendance/export';

/** Where the export of every member the filters keep is downloaded, in `lang`. */
export function exportHref(
  format: ReportExportFormat,
  lang: Locale,
  filters: AttendanceFilters,
  window: TimeWindow,
): string {
  const search = new URLSearchParams({ format, lang });
  for (const [name, value] of Object.entries(attendanceQuery(filters, window))) {
    const values: readonly (string | number)[] = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  return `${ATTENDANCE_EXPORT_PATH}?${search.toString()}`;
}
