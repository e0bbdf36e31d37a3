import type { ActivityDetails } from '@punchcard/shared';
import type { ActivityRow } from '#src/modules/activities/activities.repository.js';
import type { ActivityDetailValues } from '#src/modules/activities/activity-rules.js';
import type { RequestRow } from './request-row.js';

/** The body fields that name activity details; a delete takes none of them. */
export const DETAIL_FIELDS = [
  'id_project',
  'id_task',
  'id_category',
  'id_tags',
  'description',
] as const;

export const NO_DETAILS: ActivityDetailValues = {
  idProject: null,
  idTask: null,
  idCategory: null,
  tags: [],
  description: null,
};

export function detailsOfActivity(row: ActivityRow): ActivityDetailValues {
  return {
    idProject: row.id_project,
    idTask: row.id_task,
    idCategory: row.id_category,
    tags: row.tags,
    description: row.description,
  };
}

export function detailsOfRequest(row: RequestRow): ActivityDetailValues {
  return {
    idProject: row.id_project,
    idTask: row.id_task,
    idCategory: row.id_category,
    tags: row.tags,
    description: row.description,
  };
}

/**
 * The proposed details as a body naming every field, so that resolving it again at approval
 * checks each one (and leaves nothing to the activity's current values).
 */
export function asBody(details: ActivityDetailValues): Required<ActivityDetails> {
  return {
    id_project: details.idProject,
    id_task: details.idTask,
    id_category: details.idCategory,
    id_tags: details.tags,
    description: details.description,
  };
}

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
