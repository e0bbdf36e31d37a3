import { type ProjectReportGroup, type ProjectTimeView } from '@punchcard/shared';

/** Everything that decides which rows a project member report holds, checked and resolved. */
export interface ProjectReportScope {
  idWorkspace: string;
  idProject: string;
  from: Date;
  to: Date;
  /** A running activity counts up to now. */
  now: Date;
  /** Entries starting earlier are beyond the plan's retention; null keeps everything. */
  cutoff: Date | null;
  /** What PostgreSQL cuts local days with: the workspace's IANA zone, or a POSIX fixed offset. */
  zone: string;
  /** ISO weekday weeks start on (workspaces.week_start). */
  weekStart: number;
  groups: ProjectReportGroup;
  /** The plan has member rates: a member's own rate wins over the project's. */
  memberRates: boolean;
  /** The caller: their own rows are always theirs to see. */
  idViewer: string;
  view: ProjectTimeView;
  /** Only these members' rows (user ids); null for all the view allows. */
  members: readonly string[] | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `UTC+09:00` for an offset of 32400 seconds east, as the report states its zone. */
export function offsetLabel(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetSeconds) / 60);
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The same offset as PostgreSQL reads a zone: a POSIX spec counts hours WEST of Greenwich, so
 * nine hours east is `UTC-09:00` (a bare '+09:00' would cut days nine hours west).
 */
export function posixZone(offsetSeconds: number): string {
  const sign = offsetSeconds > 0 ? '-' : '+';
  const seconds = Math.abs(offsetSeconds);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `UTC${sign}${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}
