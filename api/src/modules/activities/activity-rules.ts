import { ErrorKey } from '@punchcard/shared';
import { badRequest, conflict, forbidden } from '#src/common/errors/app.exception.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import type { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';
import type { TimestampSettingsEntity } from '#src/modules/workspaces/timestamp-settings.entity.js';

/** What a member without MANAGE_TIMESTAMP_MODIFICATION may no longer change directly. */
export interface ModificationRules {
  /** Start and end of closed activities, adding past ones, deleting and restoring closed ones. */
  timeLocked: boolean;
  /** Project, task, category, tags and description of closed activities. */
  detailsLocked: boolean;
}

/**
 * Approval (the workspace's or the timestamp settings' switch) locks both: changes go through
 * requests. Otherwise the two "modification allowed" switches apply only when the settings'
 * master switch `is_permission_required` is on: every flag defaults to false, and reading them
 * alone would forbid every edit in a new workspace.
 */
export function modificationRules(
  workspace: Pick<WorkspaceEntity, 'isApprovalRequired'>,
  settings: TimestampSettingsEntity,
): ModificationRules {
  const approval = workspace.isApprovalRequired || settings.isApprovalRequired;
  const restricted = settings.isPermissionRequired;
  return {
    timeLocked: approval || (restricted && !settings.isTimeModificationAllowed),
    detailsLocked: approval || (restricted && !settings.isDetailModificationAllowed),
  };
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

/** The body fields that name activity details. */
export const DETAIL_FIELDS = [
  'id_project',
  'id_task',
  'id_category',
  'id_tags',
  'description',
] as const;

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
  settings: TimestampSettingsEntity,
  details: ActivityDetailValues,
): void {
  const missing = [
    settings.isDescriptionRequired && !details.description ? 'description' : '',
    settings.isProjectRequired && !details.idProject ? 'id_project' : '',
    settings.isTaskRequired && !details.idTask ? 'id_task' : '',
    settings.isCategoryRequired && !details.idCategory ? 'id_category' : '',
    settings.isTagRequired && details.tags.length === 0 ? 'id_tags' : '',
  ].filter(Boolean);
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
export async function spanWrite<T>(work: Promise<T>, rangeKey: ErrorKey): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isPgError(error, PgErrorCode.ExclusionViolation, 'activities_no_overlap')) {
      throw conflict(ErrorKey.ActivityConflict, 'It overlaps another activity of the member.');
    }
    if (isPgError(error, PgErrorCode.CheckViolation, 'activities_range_check')) {
      throw badRequest(rangeKey, 'An activity must end after it starts.');
    }
    throw error;
  }
}
