import type { ActivityDetails, TimestampSettings } from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

/** What an activity is about, as the details fields edit it. */
export interface ActivityDetailsValue {
  idProject: string | null;
  idTask: string | null;
  idCategory: string | null;
  idTags: string[];
  description: string;
}

export const emptyActivityDetails: ActivityDetailsValue = {
  idProject: null,
  idTask: null,
  idCategory: null,
  idTags: [],
  description: '',
};

/** The activity body fields the API takes (the client snake_cases them on the wire). */
export type ActivityDetailsBody = Required<CamelCaseKeys<ActivityDetails>>;

/** The detail fields in the order the form shows them (and names what is missing). */
export const ACTIVITY_DETAIL_FIELDS = [
  'idProject',
  'idTask',
  'idCategory',
  'idTags',
  'description',
] as const satisfies readonly (keyof ActivityDetailsValue)[];

/**
 * The details the workspace's timestamp settings require and `value` lacks, in form order. It
 * mirrors the API's own check (400 `details_invalid`), so the form can say which field is
 * missing before sending. A description of spaces only counts as missing: the API trims it.
 */
export function missingRequiredDetails(
  value: ActivityDetailsValue,
  settings: CamelCaseKeys<TimestampSettings>,
): (keyof ActivityDetailsValue)[] {
  const required: Record<keyof ActivityDetailsValue, boolean> = {
    idProject: settings.isProjectRequired,
    idTask: settings.isTaskRequired,
    idCategory: settings.isCategoryRequired,
    idTags: settings.isTagRequired,
    description: settings.isDescriptionRequired,
  };
  const present: Record<keyof ActivityDetailsValue, boolean> = {
    idProject: value.idProject !== null,
    idTask: value.idTask !== null,
    idCategory: value.idCategory !== null,
    idTags: value.idTags.length > 0,
    description: value.description.trim() !== '',
  };
  return ACTIVITY_DETAIL_FIELDS.filter((field) => required[field] && !present[field]);
}

/**
 * The details as a start or edit body: every field sent, so an edit also clears what was
 * emptied; a blank description is sent as null (the API stores no empty text).
 */
export function toActivityDetailsBody(value: ActivityDetailsValue): ActivityDetailsBody {
  const description = value.description.trim();
  return {
    idProject: value.idProject,
    idTask: value.idTask,
    idCategory: value.idCategory,
    idTags: [...value.idTags],
    description: description === '' ? null : description,
  };
}
