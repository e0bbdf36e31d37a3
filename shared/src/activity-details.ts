// Which activity details a workspace requires, read by the API (400 details_invalid) and the web
// app's forms (which name the missing field before sending).

/** The activity body fields that name its details, in the order the forms show them. */
export const ACTIVITY_DETAIL_FIELDS = [
  'id_project',
  'id_task',
  'id_category',
  'id_tags',
  'description',
] as const;

export type ActivityDetailField = (typeof ACTIVITY_DETAIL_FIELDS)[number];

/** The timestamp settings' required-field switches. */
export interface RequiredDetailSwitches {
  isProjectRequired: boolean;
  isTaskRequired: boolean;
  isCategoryRequired: boolean;
  isTagRequired: boolean;
  isDescriptionRequired: boolean;
}

/** The details an activity would have. */
export interface ActivityDetailPresence {
  idProject: string | null;
  idTask: string | null;
  idCategory: string | null;
  tagCount: number;
  description: string | null;
}

/**
 * The required details that are missing, in form order. A description of spaces only counts as
 * missing: the API trims it before storing.
 */
export function missingActivityDetails(
  required: RequiredDetailSwitches,
  details: ActivityDetailPresence,
): ActivityDetailField[] {
  const missing: Record<ActivityDetailField, boolean> = {
    id_project: required.isProjectRequired && details.idProject === null,
    id_task: required.isTaskRequired && details.idTask === null,
    id_category: required.isCategoryRequired && details.idCategory === null,
    id_tags: required.isTagRequired && details.tagCount === 0,
    description: required.isDescriptionRequired && (details.description ?? '').trim() === '',
  };
  return ACTIVITY_DETAIL_FIELDS.filter((field) => missing[field]);
}
