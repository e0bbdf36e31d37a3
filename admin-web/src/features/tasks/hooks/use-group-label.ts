import { useTranslation } from 'react-i18next';

import type { TaskActions } from '@/features/tasks/hooks/use-task-actions';
import { DUE_BUCKETS, type TaskGrouping, WITHOUT } from '@/features/tasks/utils/task-filters';
import { dueBucketKey } from '@/features/tasks/utils/task-labels';
import { STATUS_ORDER } from '@/features/tasks/utils/task-grouping';

/** The heading of a list section: a status, a priority, a due bucket, or a name looked up. */
export function useGroupLabel(
  grouping: TaskGrouping,
  actions: TaskActions,
): (key: string) => string {
  const { t } = useTranslation('tasks');
  const { lookups } = actions;
  return (key) => {
    switch (grouping) {
      case 'none':
        return t('title.page');
      case 'status': {
        const status = STATUS_ORDER.find((known) => known === key);
        return status === undefined ? key : t(`status.${status}`);
      }
      case 'priority':
        return key === '3' || key === '2' || key === '1' || key === '0'
          ? t(`priority.${key}`)
          : key;
      case 'due': {
        const bucket = DUE_BUCKETS.find((known) => known === key);
        return bucket === undefined ? key : t(dueBucketKey(bucket));
      }
      case 'project':
        return key === WITHOUT
          ? t('field.noProject')
          : (lookups.projectName(key) ?? t('project.hidden'));
      case 'assignee':
        return key === WITHOUT
          ? t('member.nobody')
          : (lookups.memberName(key) ?? t('member.unknown'));
      case 'category':
        return key === WITHOUT
          ? t('field.noCategory')
          : (lookups.category(key)?.name ?? t('category.unknown'));
      case 'tag':
        return key === WITHOUT ? t('field.noTags') : (lookups.tagName(key) ?? t('tag.unknown'));
    }
  };
}
