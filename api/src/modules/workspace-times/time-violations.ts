import { ErrorKey } from '@punchcard/shared';
import { type AppException, badRequest } from '#src/common/errors/app.exception.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';

/**
 * The time invariants the database keeps (see the time-tracking migration). Services never check
 * them before writing; they write and translate the violation into the error of that call.
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
} as const;

export type Violation = keyof typeof VIOLATIONS;

const RANGE_CHECKS = ['workspace_times_range_check', 'breaks_range_check'];

/**
 * Runs one write (a statement, or a whole transaction: the deferred trigger reports at COMMIT) and
 * answers the error given for each violation it may meet. An end not after its start is always
 * 400; anything else unexpected stays a 500.
 */
export async function translateViolations<T>(
  work: Promise<T>,
  errors: Partial<Record<Violation, () => AppException>>,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    for (const [name, make] of Object.entries(errors) as [Violation, () => AppException][]) {
      const [code, constraint] = VIOLATIONS[name];
      if (isPgError(error, code, constraint)) throw make();
    }
    if (RANGE_CHECKS.some((name) => isPgError(error, PgErrorCode.CheckViolation, name))) {
      throw badRequest(ErrorKey.BadRequest, 'The end must be after the start.');
    }
    throw error;
  }
}
