import type { ActivityDetails } from '@punchcard/shared';
import type { ActivityDetailValues } from '#src/modules/activities/index.js';

export const NO_DETAILS: ActivityDetailValues = {
  idProject: null,
  idTask: null,
  idCategory: null,
  tags: [],
  description: null,
};

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
