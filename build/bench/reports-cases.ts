import type {
  AttendanceFigures,
  AttendanceReport,
  AttendanceSummary,
  MemberSummaryReport,
  ProjectMemberReportPage,
} from '@punchcard/shared';
import { attendanceFloor, exportFloor, summaryFloor } from './reports-floor-daily.js';
import {
  MEMBER_LABELS_FLOOR,
  MEMBER_PREVIOUS_FLOOR,
  memberDaysFloor,
  projectFloor,
} from './reports-floor-member.js';
import { differ } from './reports-compare.js';
import { checkExport } from './reports-csv.js';
import type { Frame, ReportContext } from './reports-setup.js';

/**
 * Each report the benchmark times: its HTTP request as the workspace's owner, the hand-written
 * SQL floor for the same numbers, and a check that both really give the same numbers.
 */
export interface Statement {
  text: string;
  values: unknown[];
}

/** The rows of each floor statement, as node-postgres returns them. */
export type FloorRows = Record<string, unknown>[];

export interface ReportCase {
  label: string;
  path: (ctx: ReportContext) => string;
  floor: (ctx: ReportContext) => Statement[];
  /** Differences between the API's answer and the floor's results (none: the same numbers). */
  check: (body: Buffer, floor: FloorRows[]) => string[];
  /** A streamed export: timed fewer times, its bytes and rows reported. */
  isExport?: boolean;
}

type Period = 'Daily' | 'Weekly' | 'Monthly';

const at = (seconds: number) => new Date(seconds * 1000);

function query(params: Record<string, string | number | boolean | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  return search.toString();
}

/** The dailyCtes parameters $1..$8. */
function dailyValues(ctx: ReportContext, frame: Frame, ids: string[] | null, limit: number | null) {
  return [ctx.idWorkspace, ctx.timeZone, at(frame.start), at(frame.end), new Date(), ids, limit, 0];
}

const FIELDS: (keyof AttendanceFigures)[] = [
  'worked',
  'workspace_time',
  'break_time',
  'activity_time',
  'number_of_breaks',
  'number_of_drafts',
  'pending_requests',
  'scheduled',
  'overtime',
  'early_in_days',
  'late_out_days',
  'days_present',
];

function sumFigures(list: AttendanceFigures[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const field of FIELDS) sums[field] = list.reduce((total, one) => total + one[field], 0);
  return sums;
}

function compareFigures(api: Record<string, number>, floor: Record<string, unknown>): string[] {
  return FIELDS.flatMap((field) => differ(field, api[field], floor[field]));
}

function attendanceCase(
  label: string,
  frameOf: (ctx: ReportContext) => Frame,
  period: Period,
  members: (ctx: ReportContext) => string[] | null,
): ReportCase {
  return {
    label,
    path: (ctx) => {
      const frame = frameOf(ctx);
      const ids = members(ctx);
      return `/v1/workspaces/reports/attendance?${query({
        start_time: frame.start,
        end_time: frame.end,
        period,
        roles: 'Member',
        item: 1000,
        ...(ids ? { id_members: ids } : {}),
      })}`;
    },
    floor: (ctx) => [
      {
        text: attendanceFloor(period, ctx.weekStart),
        values: dailyValues(ctx, frameOf(ctx), members(ctx), 1000),
      },
    ],
    check: (body, [rows = []]) => {
      const report = JSON.parse(body.toString()) as AttendanceReport;
      const totals = rows.filter((row) => row.bucket === null);
      const floorSums: Record<string, number> = {};
      for (const field of FIELDS) {
        floorSums[field] = totals.reduce((sum, row) => sum + Number(row[field]), 0);
      }
      const apiRows = report.members.reduce((sum, member) => sum + member.rows.length, 0);
      return [
        ...differ('members', report.members.length, totals.length, 0),
        ...differ('total_members', report.total_members, rows[0]?.total_members, 0),
        ...differ('rows', apiRows, rows.length - totals.length, 0),
        ...compareFigures(sumFigures(report.members.map((member) => member.totals)), floorSums),
      ];
    },
  };
}

function summaryCase(label: string, frameOf: (ctx: ReportContext) => Frame, period: Period) {
  return {
    label,
    path: (ctx: ReportContext) => {
      const frame = frameOf(ctx);
      return `/v1/workspaces/reports/attendance/summary?${query({
        start_time: frame.start,
        end_time: frame.end,
        period,
        roles: 'Member',
      })}`;
    },
    floor: (ctx: ReportContext) => [
      {
        text: summaryFloor(period, ctx.weekStart),
        values: dailyValues(ctx, frameOf(ctx), null, null),
      },
    ],
    check: (body: Buffer, [rows = []]: FloorRows[]) => {
      const summary = JSON.parse(body.toString()) as AttendanceSummary;
      const total = rows.find((row) => row.bucket === null) ?? {};
      return [
        ...differ('total_members', summary.total_members, total.total_members, 0),
        ...differ('buckets', summary.buckets.length, rows.length - 1, 0),
        ...compareFigures(sumFigures([summary.totals]), total),
      ];
    },
  } satisfies ReportCase;
}

function memberCase(label: string, frameOf: (ctx: ReportContext) => Frame): ReportCase {
  return {
    label,
    path: (ctx) => {
      const frame = frameOf(ctx);
      return `/v1/workspaces/members/${ctx.idMember}/reports?${query({
        start_time: frame.start,
        end_time: frame.end,
        with_projects: true,
        with_workspace_time: true,
      })}`;
    },
    floor: (ctx) => {
      const frame = frameOf(ctx);
      const previous = { start: 2 * frame.start - frame.end, end: frame.start };
      const own = [ctx.idWorkspace, ctx.idMember];
      return [
        { text: memberDaysFloor(), values: dailyValues(ctx, frame, [ctx.idMember], 1) },
        {
          text: MEMBER_PREVIOUS_FLOOR,
          values: [...own, at(previous.start), at(previous.end), new Date()],
        },
        { text: MEMBER_LABELS_FLOOR, values: [...own, at(frame.start), at(frame.end), new Date()] },
      ];
    },
    check: (body, [days, previous, labels]) => {
      const report = JSON.parse(body.toString()) as MemberSummaryReport;
      const d = days?.[0] ?? {};
      const p = previous?.[0] ?? {};
      const projects = (labels ?? []).filter((row) => row.kind === 'project');
      const activities = projects.reduce((sum, row) => sum + Number(row.activities), 0);
      const present = Number(d.days_present);
      return [
        ...differ('total_workspace_time', report.total_workspace_time, d.total_workspace_time),
        ...differ('total_break_time', report.total_break_time, d.total_break_time),
        ...differ('previous_total_break', report.previous_total_break, p.previous_break_time),
        // The work of the period before: workspace time, or (same numbers less breaks) worked.
        ...(Math.abs(report.previous_total_work - Number(p.previous_workspace_time)) <= 0.5
          ? []
          : differ(
              'previous_total_work (as worked)',
              report.previous_total_work,
              Number(p.previous_workspace_time) - Number(p.previous_break_time),
            )),
        ...differ('number_of_breaks', report.number_of_breaks, d.number_of_breaks, 0),
        ...differ('tracked_duration', report.tracked_duration, d.tracked_duration),
        ...differ('number_of_activities', report.number_of_activities, activities, 0),
        ...differ('average_break', report.average_break, Number(d.total_break_time) / present, 1),
        ...differ('average_early_in', report.average_early_in, d.average_early_in, 1),
        ...differ('average_late_out', report.average_late_out, d.average_late_out, 1),
        ...differ('average_activities', report.average_activities, activities / present, 0.01),
        ...differ('top_projects[0]', report.top_projects[0]?.duration, projects[0]?.duration),
        ...differ('projects', report.projects?.length, projects.length, 0),
        ...differ('days', report.days?.length, (d.days as unknown[] | undefined)?.length, 0),
      ];
    },
  };
}

function projectCase(
  label: string,
  frameOf: (ctx: ReportContext) => Frame,
  groups: 'member' | 'day' | 'week' | 'month',
): ReportCase {
  const item = 500;
  return {
    label,
    path: (ctx) => {
      const frame = frameOf(ctx);
      return `/v1/projects/members/reports/pages?${query({
        id_project: ctx.idProject,
        start_time: frame.start,
        end_time: frame.end,
        groups,
        'marker.page': 1,
        'marker.item': item,
      })}`;
    },
    floor: (ctx) => {
      const frame = frameOf(ctx);
      const bucket = groups === 'member' ? null : groups;
      return [
        {
          text: projectFloor(bucket),
          values: [
            ctx.idWorkspace,
            ctx.idProject,
            at(frame.start),
            at(frame.end),
            new Date(),
            item,
            0,
            true,
            ctx.timeZone,
          ],
        },
      ];
    },
    check: (body, [rows = []]) => {
      const page = JSON.parse(body.toString()) as ProjectMemberReportPage;
      const first = rows[0] ?? {};
      return [
        ...differ('total_items', page.total_items, first.total_items, 0),
        ...differ('items', page.items.length, rows.length, 0),
        ...differ('totals.duration', page.totals.duration, first.total_duration),
        ...differ('totals.cost', page.totals.cost, first.total_cost, 0.005),
      ];
    },
  };
}

export const ALL_MEMBERS = () => null;
/** The first n members by id: the same month, fewer members, to show queries do not grow. */
export const FIRST = (n: number) => (ctx: ReportContext) => ctx.memberIds.slice(0, n);
const MONTH = (ctx: ReportContext) => ctx.month;
const YEAR = (ctx: ReportContext) => ctx.year;

export const REPORTS: ReportCase[] = [
  attendanceCase('attendance, 1000 members, a month, Daily', MONTH, 'Daily', ALL_MEMBERS),
  attendanceCase('attendance, 1000 members, a year, Monthly', YEAR, 'Monthly', ALL_MEMBERS),
  // What the attendance screen asks beside the summary: its page of 20 members.
  attendanceCase('attendance, a page of 20 members, a year, Monthly', YEAR, 'Monthly', FIRST(20)),
  summaryCase('attendance summary, a month, Daily', MONTH, 'Daily'),
  summaryCase('attendance summary, a year, Monthly', YEAR, 'Monthly'),
  memberCase('member summary report, a month', MONTH),
  memberCase('member summary report, a year', YEAR),
  projectCase('project report, a year, by member', YEAR, 'member'),
  projectCase('project report, a year, by member and month', YEAR, 'month'),
  {
    label: 'CSV export, 1000 members, a year',
    isExport: true,
    path: (ctx) =>
      `/v1/workspaces/reports/attendance/export?${query({
        format: 'csv',
        lang: 'en',
        roles: 'Member',
        start_time: ctx.year.start,
        end_time: ctx.year.end,
      })}`,
    floor: (ctx) => [{ text: exportFloor(), values: dailyValues(ctx, ctx.year, null, null) }],
    check: (body, [rows = []]) => checkExport(body, rows),
  },
];

/** The attendance month at fewer members: the statement count must not move. */
export const SCALING: ReportCase[] = [
  attendanceCase('attendance month, 100 members (id_members)', MONTH, 'Daily', FIRST(100)),
  attendanceCase('attendance month, 10 members (id_members)', MONTH, 'Daily', FIRST(10)),
];
