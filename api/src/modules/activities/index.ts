export { ActivitiesModule } from './activities.module.js';
export { ActivityDto } from './activities.dto.js';
export { toActivity } from './activity.mapper.js';
export {
  type ActivityDetailValues,
  detailColumns,
  detailsDiffer,
  detailsOf,
  requireDetails,
} from './activity-rules.js';
// Activity requests check a proposal with the same access and input services as a direct edit,
// and approval applies it with the repository's statements inside the review's transaction.
export { activityNotFound, ActivityAccessService } from './activity-access.service.js';
export { ActivityInputs } from './activity-inputs.service.js';
export {
  ActivitiesRepository,
  type ActivityRow,
  type ActivityValues,
} from './activities.repository.js';
