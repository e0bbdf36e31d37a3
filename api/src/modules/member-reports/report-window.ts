import {
  ErrorKey,
  fromUnixSeconds,
  REPORT_RANGE_MAX_DAYS,
  type ReportFrame,
  toUnixSeconds,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest } from '#src/common/errors/app.exception.js';
import type { LocalFrame } from '#src/database/sql/local-days.js';

const DAY_SECONDS = 86_400;

/** What one report read covers: the local frame, the plan's retention and the caller's zone. */
export interface ReportWindow {
  idWorkspace: string;
  frame: LocalFrame;
  /** Rows starting earlier are beyond the plan's retention; null keeps everything. */
  cutoff: Date | null;
  weekStart: number;
}

/** The range of a report read: end after start, at most REPORT_RANGE_MAX_DAYS long (else 400). */
export function checkReportRange(start: number, end: number): void {
  if (end <= start || end - start > REPORT_RANGE_MAX_DAYS * DAY_SECONDS) {
    throw badRequest(
      ErrorKey.BadRequest,
      `The end must be after the start, at most ${REPORT_RANGE_MAX_DAYS} days later.`,
    );
  }
}

/**
 * The window of a report over [start, end) in the workspace's zone, read at `now` (open spans
 * count up to it) under the plan's retention `cutoff`.
 */
export function reportWindow(
  access: WorkspaceAccess,
  range: { start: number; end: number },
  now: Date,
  cutoff: Date | null,
): ReportWindow {
  checkReportRange(range.start, range.end);
  return {
    idWorkspace: access.workspace.id,
    frame: {
      timeZone: access.workspace.timeZone,
      from: fromUnixSeconds(range.start),
      to: fromUnixSeconds(range.end),
      now,
    },
    cutoff,
    weekStart: access.workspace.weekStart,
  };
}

/** What every report states about how it was cut. */
export function reportFrame(window: ReportWindow): ReportFrame {
  return {
    start: toUnixSeconds(window.frame.from),
    end: toUnixSeconds(window.frame.to),
    time_zone: window.frame.timeZone,
    week_start: window.weekStart,
    generated_at: toUnixSeconds(window.frame.now),
  };
}
