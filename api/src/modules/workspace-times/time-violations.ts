import { ErrorKey } from '@punchcard/shared';
import { type AppException, badRequest, conflict } from '#src/common/errors/app.exception.js';
import { isPgError, PERIOD_SEALED_CONSTRAINT, PgErrorCode } from '#src/database/pg-errors.js';

/**
 * The time invariants the database keeps (see the time-tracking migration), the only place their
 * constraint names are matched. Services never check them before writing; they write and
 * translate the violation into the error of that call.
 */
const VIOLATIONS = {
  /** Partial unique index: one open workspace time per member and workspace. */
  openWorkspaceTime: [PgErrorCode.UniqueViolation, 'workspace_times_one_open_key'],
  /** Exclusion constraint: a member's live workspace times never overlap. */
  workspaceTimeOverlap: [PgErrorCode.ExclusionViolation, 'workspace_times_no_overlap'],
  /** Partial unique index: one open break per workspace time. */
  openBreak: [PgErrorCode.UniqueViolation, 'breaks_one_open_key'],
  /** Exclusion constraint: the live breaks of a workspace time never overlap. */
  breakOverlap: [PgErrorCode.ExclusionViolation, 'breaks_no_overlap'],
  /** Deferred constraint trigger: live breaks lie inside their live workspace time. */
  breakOutside: [PgErrorCode.CheckViolation, 'breaks_inside_workspace_time'],
  /** Checks: a workspace time or break ends after it starts. */
  workspaceTimeRange: [PgErrorCode.CheckViolation, 'workspace_times_range_check'],
  breakRange: [PgErrorCode.CheckViolation, 'breaks_range_check'],
  /** Exclusion constraint: a member's live activities never overlap. */
  activityOverlap: [PgErrorCode.ExclusionViolation, 'activities_no_overlap'],
  /** Check: an activity ends after it starts. */
  activityRange: [PgErrorCode.CheckViolation, 'activities_range_check'],
  /** Triggers: a write touching a live sealed payroll period (payroll-seal-guards migration). */
  periodSealed: [PgErrorCode.ExclusionViolation, PERIOD_SEALED_CONSTRAINT],
} as const;

export type Violation = keyof typeof VIOLATIONS;

type Translations = Partial<Record<Violation, () => AppException>>;

const backwards = () => badRequest(ErrorKey.BadRequest, 'The end must be after the start.');

/** The same answer for every write a seal refuses: direct edits, clocking, requests, reviews. */
export const periodSealed = () =>
  conflict(
    ErrorKey.PeriodSealed,
    'This time lies in a sealed payroll period; an owner must reopen it first.',
  );

/**
 * Unless a call says otherwise, a workspace time or break ending before it starts is bad input,
 * and a write into a sealed payroll period is 409 period_sealed.
 */
const DEFAULTS: Translations = {
  workspaceTimeRange: backwards,
  breakRange: backwards,
  periodSealed,
};

/**
 * Runs one write (a statement, or a whole transaction: the deferred trigger reports at COMMIT) and
 * answers the error given for each violation it may meet. An end not after its start is 400 and a
 * sealed period 409 unless `errors` says otherwise; anything else unexpected stays a 500.
 */
export async function translateViolations<T>(work: Promise<T>, errors: Translations): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const translations = { ...DEFAULTS, ...errors };
    for (const [name, make] of Object.entries(translations) as [Violation, () => AppException][]) {
      const [code, constraint] = VIOLATIONS[name];
      if (isPgError(error, code, constraint)) throw make();
    }
    throw error;
  }
}
