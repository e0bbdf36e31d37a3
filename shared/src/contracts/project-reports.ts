import type { UnixSeconds } from '../time.js';
import type { ProjectTaskTotalKind } from './projects.js';
import type { ProjectReportVisibility } from './workspaces.js';

/**
 * Project member reports (projects-billing-spec sections 3 and 7): duration and cost per member
 * of one project, grouped as asked, by pages; the same rows as a PDF, CSV or XLSX file.
 */

/** How rows are split beyond the member: not at all, by task, or by local day, week or month. */
export const ProjectReportGroup = {
  Member: 'member',
  Task: 'task',
  Day: 'day',
  Week: 'week',
  Month: 'month',
} as const;
export type ProjectReportGroup = (typeof ProjectReportGroup)[keyof typeof ProjectReportGroup];
export const PROJECT_REPORT_GROUPS: readonly ProjectReportGroup[] =
  Object.values(ProjectReportGroup);

/** Rows per page unless `marker.item` says otherwise, and the most one page holds. */
export const PROJECT_REPORT_PAGE_ITEMS = { default: 50, max: 500 } as const;

/**
 * GET /v1/projects/members/reports/pages (and /pdf, /export) query. Nested keys travel as
 * `marker.page`, `marker.item`.
 */
export interface ProjectMemberReportQuery {
  id_project: string;
  start_time: UnixSeconds;
  end_time: UnixSeconds;
  /** 1-based page and rows per page. */
  marker?: { page?: number; item?: number };
  /** Only these members (user ids). */
  members?: string[];
  /** Default member. */
  groups?: ProjectReportGroup;
  /**
   * The spec's offset in seconds east of UTC: when given, days are cut at that fixed offset
   * instead of the workspace's zone (the report states which).
   */
  timezone?: number;
}

export interface ProjectReportMember {
  id_user: string;
  name: string;
  email: string;
  avatar: string | null;
}

/** One row (projects-billing-spec "Project report row"). */
export interface ProjectReportRow {
  member: ProjectReportMember;
  /** The group this row covers: a task, a local date (YYYY-MM-DD, first day of the bucket), or null. */
  group: {
    kind: ProjectReportGroup;
    key: string | null;
    label: string | null;
    /** Task rows only: a task, time without one, or another member's personal task (unnamed). */
    task_kind?: ProjectTaskTotalKind;
  } | null;
  /** Hourly rate that priced this row (numeric text); null when the caller may not see rates. */
  rate: string | null;
  /** The rate new time would be priced at now; null as `rate`. */
  current_rate: string | null;
  duration: number;
  /** rate x hours rounded to the cent (numeric text); null as `rate`. */
  cost: string | null;
  /** First start and last end of the row's activities (open ones end now). */
  start: UnixSeconds;
  end: UnixSeconds;
}

export interface ProjectMemberReportPage {
  id_project: string;
  project_name: string;
  start: UnixSeconds;
  end: UnixSeconds;
  /** IANA zone, or `UTC+09:00` style when the `timezone` offset was given. */
  time_zone: string;
  currency: string;
  view: ProjectReportVisibility;
  groups: ProjectReportGroup;
  page: number;
  item: number;
  total_items: number;
  totals: { duration: number; cost: string | null };
  items: ProjectReportRow[];
}

/** GET /v1/projects/members/reports/pages/pdf: the page's query; the document holds every row. */
export interface ProjectMemberReportPdfQuery extends ProjectMemberReportQuery {
  /** Language of the document; default the Accept-Language locale. */
  lang?: 'en' | 'ja';
}

/** GET /v1/projects/members/reports/export: every row, no paging. */
export interface ProjectMemberReportExportQuery extends Omit<ProjectMemberReportQuery, 'marker'> {
  format: 'csv' | 'xlsx';
  lang?: 'en' | 'ja';
}
