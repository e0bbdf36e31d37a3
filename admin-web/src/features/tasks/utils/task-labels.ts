// Which text of the tasks namespace names a grouping, a filter or a due bucket: one label each,
// shared by the form, the filters, the groupings and the list's columns.
import type { DueBucket, TaskGrouping } from '@/features/tasks/utils/task-filters';

export const GROUPING_KEYS = {
  none: 'group.none',
  status: 'field.status',
  project: 'field.project',
  assignee: 'filter.assignee',
  priority: 'field.priority',
  category: 'field.category',
  tag: 'filter.tag',
  due: 'field.dueDate',
} as const satisfies Record<TaskGrouping, string>;

export const FILTER_KEYS = {
  project: 'field.project',
  assignee: 'filter.assignee',
  category: 'field.category',
  tag: 'filter.tag',
} as const;

const DUE_KEYS = {
  overdue: 'due.bucket.overdue',
  today: 'due.today',
  week: 'due.bucket.week',
  later: 'due.bucket.later',
  past: 'due.bucket.past',
  none: 'due.none',
} as const satisfies Record<DueBucket, string>;

export const dueBucketKey = (bucket: DueBucket) => DUE_KEYS[bucket];
