import type { MemberStatus, Role } from '../roles.js';
import type { UnixSeconds } from '../time.js';

/**
 * Attendance, summary and activity reports (time-tracking-spec sections 3 and 7). Every report
 * states the IANA zone its days were cut in; days, weeks and months are local to that zone
 * (DST days are 23 or 25 hours long), and a span across a boundary counts on each side.
 */

/** Report period (spec enumeration): the size of one attendance row. */
export const ReportPeriod = { Daily: 'Daily', Weekly: 'Weekly', Monthly: 'Monthly' } as const;
export type ReportPeriod = (typeof ReportPeriod)[keyof typeof ReportPeriod];
export const REPORT_PERIODS: readonly ReportPeriod[] = Object.values(ReportPeriod);

/** Statistics mode (spec enumeration). */
export const StatisticsMode = { Average: 'average', Today: 'today' } as const;
export type StatisticsMode = (typeof StatisticsMode)[keyof typeof StatisticsMode];

/** Calendar unit (spec enumeration): what a period picker steps by, and what a seal covers. */
export const CalendarUnit = { Day: 'day', Week: 'week', Month: 'month' } as const;
export type CalendarUnit = (typeof CalendarUnit)[keyof typeof CalendarUnit];

/** Time field (spec enumeration): which column a time list sorts or edits by. */
export const TimeField = {
  Duration: 'Duration',
  EndTime: 'End Time',
  StartTime: 'Start Time',
} as const;
export type TimeField = (typeof TimeField)[keyof typeof TimeField];

/** The longest range one report call covers: a year and a day (leap years, DST). */
export const REPORT_RANGE_MAX_DAYS = 367;

/** Members per attendance page unless `item` says otherwise, and the most one page holds. */
export const ATTENDANCE_PAGE_ITEMS = { default: 50, max: 1000 } as const;

/** Member status filter of the attendance report. */
export const AttendanceMemberFilter = {
  Active: 'active',
  Inactive: 'inactive',
  All: 'all',
} as const;
export type AttendanceMemberFilter =
  (typeof AttendanceMemberFilter)[keyof typeof AttendanceMemberFilter];

/** GET /v1/workspaces/reports/attendance (and /summary, /export) query. */
export interface AttendanceReportQuery {
  /** Inclusive; any instant, usually local midnight of the first day. */
  start_time: UnixSeconds;
  /** Exclusive; after start_time, at most REPORT_RANGE_MAX_DAYS later. */
  end_time: UnixSeconds;
  /** Default Daily. */
  period?: ReportPeriod;
  /** Only these members (user ids). */
  id_members?: string[];
  /** Only members holding one of these roles. */
  roles?: Role[];
  /** Default active. */
  status?: AttendanceMemberFilter;
  /** Member paging, 1-based (default 1), ordered by name then id. */
  page?: number;
  /** Members per page (ATTENDANCE_PAGE_ITEMS). */
  item?: number;
}

/** Export formats of the attendance and project reports. */
export const ReportExportFormat = { Csv: 'csv', Xlsx: 'xlsx', Pdf: 'pdf' } as const;
export type ReportExportFormat = (typeof ReportExportFormat)[keyof typeof ReportExportFormat];

/** GET /v1/workspaces/reports/attendance/export: every member the filters keep, no paging. */
export interface AttendanceExportQuery extends Omit<AttendanceReportQuery, 'page' | 'item'> {
  format: ReportExportFormat;
  /** Column headings and PDF text in this language; default en. */
  lang?: 'en' | 'ja';
}

/** Seconds, counts and flags of one member over one bucket (or the whole range). */
export interface AttendanceFigures {
  /** Workspace time minus breaks, seconds. */
  worked: number;
  /** Workspace time (clocked in), seconds. */
  workspace_time: number;
  break_time: number;
  /** Activities (timestamps), seconds. */
  activity_time: number;
  number_of_breaks: number;
  /** Draft workspace-time and break requests not yet sent. */
  number_of_drafts: number;
  /** Requests awaiting review. */
  pending_requests: number;
  /** Scheduled working seconds of the member's schedule. */
  scheduled: number;
  /** Worked beyond the schedule (worked - scheduled when positive), summed per day. */
  overtime: number;
  /** Days whose first clock-in was before the scheduled start. */
  early_in_days: number;
  /** Days whose last clock-out was after the scheduled end. */
  late_out_days: number;
  /** Days with any workspace time. */
  days_present: number;
}

/** One bucket (a local day, week or month) of one member. */
export interface AttendanceRow extends AttendanceFigures {
  /** Local date of the bucket's first day, YYYY-MM-DD. */
  date: string;
  /** The bucket's bounds as instants (local midnights), clipped to the query. */
  start: UnixSeconds;
  end: UnixSeconds;
  /** First clock-in and last clock-out inside the bucket; null without time. */
  first_in: UnixSeconds | null;
  last_out: UnixSeconds | null;
  /** A workspace time in the bucket is still open (counted up to now). */
  is_open: boolean;
  /** Daily rows: seconds clocked in before the scheduled start (0 when not early). */
  early_in: number;
  /** Daily rows: seconds clocked out after the scheduled end (0 when not late). */
  late_out: number;
}

export interface AttendanceMember {
  id_user: string;
  name: string;
  email: string;
  avatar: string | null;
  role: Role;
  status: MemberStatus;
  totals: AttendanceFigures;
  /** Buckets with time, requests or a schedule, oldest first. */
  rows: AttendanceRow[];
}

/** What every report states about how it was cut. */
export interface ReportFrame {
  start: UnixSeconds;
  end: UnixSeconds;
  /** IANA zone of the workspace. */
  time_zone: string;
  /** ISO weekday weeks start on: 1 Monday .. 7 Sunday. */
  week_start: number;
  generated_at: UnixSeconds;
}

export interface AttendanceReport extends ReportFrame {
  period: ReportPeriod;
  page: number;
  item: number;
  /** Members the filters keep, over all pages. */
  total_members: number;
  members: AttendanceMember[];
}

/** GET /v1/workspaces/reports/attendance/summary: the same filters, summed over members. */
export interface AttendanceSummary extends ReportFrame {
  period: ReportPeriod;
  total_members: number;
  totals: AttendanceFigures;
  /** One row per bucket across the selected members; first_in/last_out are the earliest/latest. */
  buckets: AttendanceSummaryBucket[];
}

export interface AttendanceSummaryBucket extends AttendanceFigures {
  date: string;
  start: UnixSeconds;
  end: UnixSeconds;
  /** Members with any workspace time in the bucket. */
  members_present: number;
}

/** GET /v1/workspaces/members/{memberId}/reports and /members/me/reports query. */
export interface MemberReportQuery {
  start_time: UnixSeconds;
  end_time: UnixSeconds;
  /** Add `projects`: every project's time, not only the top five. */
  with_projects?: boolean;
  /** Add `days`: workspace and break time per local day (the work vs break chart). */
  with_workspace_time?: boolean;
}

export interface ReportLabelTotal {
  /** Null for time without a project (or category). */
  id: string | null;
  name: string | null;
  color: string | null;
  duration: number;
}

export interface MemberReportDay {
  date: string;
  start: UnixSeconds;
  work: number;
  break: number;
  activity: number;
}

/** The summary report (time-tracking-spec section 3), all durations in seconds. */
export interface MemberSummaryReport extends ReportFrame {
  id_user: string;
  total_workspace_time: number;
  total_break_time: number;
  /** The same fields over the period of the same length just before. */
  previous_total_work: number;
  previous_total_break: number;
  /** Mean over scheduled days with time of (scheduled start - first in); negative when late. */
  average_early_in: number;
  /** Mean over scheduled days with time of (last out - scheduled end); negative when left early. */
  average_late_out: number;
  /** Mean break seconds per day present. */
  average_break: number;
  number_of_breaks: number;
  number_of_drafts: number;
  /** Activities' seconds. */
  tracked_duration: number;
  /** Five longest, longest first. */
  top_categories: ReportLabelTotal[];
  top_projects: ReportLabelTotal[];
  number_of_activities: number;
  /** Activities per day present. */
  average_activities: number;
  /** with_projects only. */
  projects?: ReportLabelTotal[];
  /** with_workspace_time only. */
  days?: MemberReportDay[];
}

/** GET /v1/activities/member/report query (the spec's `date.start`, `date.end` nested keys). */
export interface MemberActivityReportQuery {
  id_members?: string[];
  date: { start: UnixSeconds; end: UnixSeconds };
}

export interface MemberActivityReportMember {
  id_user: string;
  name: string;
  duration: number;
  number_of_activities: number;
  projects: ReportLabelTotal[];
  categories: ReportLabelTotal[];
  tags: ReportLabelTotal[];
  days: { date: string; start: UnixSeconds; duration: number }[];
}

export interface MemberActivityReport extends ReportFrame {
  members: MemberActivityReportMember[];
}
