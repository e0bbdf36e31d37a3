import {
  ErrorKey,
  missingActivityDetails,
  modificationRules,
  type ModificationRules,
  type ModificationSwitches,
  type RequiredDetailSwitches,
} from '@punchcard/shared';
import { badRequest, conflict, forbidden } from '#src/common/errors/app.exception.js';
import type { TableRecord } from '#src/database/sql/index.js';
import { translateViolations } from '#src/modules/workspace-times/index.js';

/**
 * The shared modification rules (`@punchcard/shared` time-policy) for a workspace and its
 * timestamp settings.
 */
export function workspaceModificationRules(
  workspace: Pick<TableRecord<'workspaces'>, 'isApprovalRequired'>,
  settings: Omit<ModificationSwitches, 'workspaceApprovalRequired'>,
): ModificationRules {
  return modificationRules({
    workspaceApprovalRequired: workspace.isApprovalRequired,
    isApprovalRequired: settings.isApprovalRequired,
    isPermissionRequired: settings.isPermissionRequired,
    isTimeModificationAllowed: settings.isTimeModificationAllowed,
    isDetailModificationAllowed: settings.isDetailModificationAllowed,
  });
}

export function refuseModification(what: string): never {
  throw forbidden(
    ErrorKey.TimeModificationNotAllowed,
    `This workspace does not allow ${what} directly: file a request instead.`,
  );
}

/** The resolved details of an activity, checked against the required-field settings. */
export interface ActivityDetailValues {
  idProject: string | null;
  idTask: string | null;
  idCategory: string | null;
  tags: string[];
  description: string | null;
}

/** The details an activity (or a request proposing one) holds now. */
export function detailsOf(row: {
  id_project: string | null;
  id_task: string | null;
  id_category: string | null;
  tags: string[];
  description: string | null;
}): ActivityDetailValues {
  return {
    idProject: row.id_project,
    idTask: row.id_task,
    idCategory: row.id_category,
    tags: row.tags,
    description: row.description,
  };
}

/** Whether two sets of details differ; tag order and case do not count. */
export function detailsDiffer(a: ActivityDetailValues, b: ActivityDetailValues): boolean {
  const tags = (d: ActivityDetailValues) =>
    d.tags
      .map((id) => id.toLowerCase())
      .sort()
      .join(',');
  return (
    a.idProject !== b.idProject ||
    a.idTask !== b.idTask ||
    a.idCategory !== b.idCategory ||
    a.description !== b.description ||
    tags(a) !== tags(b)
  );
}

/** The activity columns the details fill. */
export function detailColumns(details: ActivityDetailValues) {
  return {
    idProject: details.idProject,
    idTask: details.idTask,
    idCategory: details.idCategory,
    description: details.description,
  };
}

/** 400 details_invalid naming every required detail that is missing. */
export function requireDetails(
  settings: RequiredDetailSwitches,
  details: ActivityDetailValues,
): void {
  const missing = missingActivityDetails(settings, { ...details, tagCount: details.tags.length });
  if (missing.length > 0) {
    throw badRequest(
      ErrorKey.DetailsInvalid,
      `This workspace requires ${missing.join(', ')} on activities.`,
    );
  }
}

/** Whole seconds: activities are stored as the wire shows them, so overlaps read the same. */
export function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** Trimmed; empty is null. */
export function cleanText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text.length > 0 ? text : null;
}

/**
 * Runs a write (a whole transaction) and reads the database's refusals as the catalogue's keys:
 * an overlap with another live activity of the member is 409 `activity_conflict`, an end not
 * after the start is 400 `rangeKey`.
 */
export function spanWrite<T>(work: Promise<T>, rangeKey: ErrorKey): Promise<T> {
  return translateViolations(work, {
    activityOverlap: () =>
      conflict(ErrorKey.ActivityConflict, 'It overlaps another activity of the member.'),
    activityRange: () => badRequest(rangeKey, 'An activity must end after it starts.'),
  });
}
