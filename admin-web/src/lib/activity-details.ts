import {
  type ActivityDetailField,
  type ActivityDetails,
  missingActivityDetails,
} from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';
import type { TimestampSettings } from '@/lib/wire';

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

/** The form's name for each wire detail field. */
const FORM_FIELD: Record<ActivityDetailField, keyof ActivityDetailsValue> = {
  id_project: 'idProject',
  id_task: 'idTask',
  id_category: 'idCategory',
  id_tags: 'idTags',
  description: 'description',
};

/**
 * The details the workspace's timestamp settings require and `value` lacks, in form order: the
 * API's own check (400 `details_invalid`, shared `missingActivityDetails`), so the form can say
 * which field is missing before sending.
 */
export function missingRequiredDetails(
  value: ActivityDetailsValue,
  settings: TimestampSettings,
): (keyof ActivityDetailsValue)[] {
  const missing = missingActivityDetails(settings, { ...value, tagCount: value.idTags.length });
  return missing.map((field) => FORM_FIELD[field]);
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
