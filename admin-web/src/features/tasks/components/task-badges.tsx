import { Badge, ColorSwatch, Text, Tooltip } from '@mantine/core';
import { TaskPriority, TaskStatus, type UnixSeconds } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { dueBucket } from '@/features/tasks/utils/task-filters';
import { useLocale } from '@/hooks/use-locale';
import { formatDate, formatDurationText } from '@/lib/dates';
import type { Task } from '@/lib/wire';

export const statusColor = {
  [TaskStatus.Todo]: 'gray',
  [TaskStatus.InProgress]: 'blue',
  [TaskStatus.Done]: 'green',
} as const;

const priorityColor = {
  [TaskPriority.High]: 'red',
  [TaskPriority.Medium]: 'yellow',
  [TaskPriority.Low]: 'blue',
  [TaskPriority.NoPriority]: 'gray',
} as const;

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('tasks');
  return (
    <Badge color={priorityColor[priority]} variant="light" tt="none" miw="max-content">
      {t(`priority.${priority}`)}
    </Badge>
  );
}

/** The due date; an overdue one says so in words, not by colour alone. */
export function DueText({ task, now }: { task: Task; now: UnixSeconds }) {
  const { t } = useTranslation('tasks');
  const locale = useLocale();
  if (task.dueAt === null) {
    return (
      <Text size="sm" c="dimmed" span>
        {t('due.none')}
      </Text>
    );
  }
  const date = formatDate(task.dueAt, locale, 'date');
  const bucket = dueBucket(task.dueAt, task.status, now);
  if (bucket === 'overdue') {
    return (
      <Text size="sm" c="red" fw={600} span>
        {t('due.overdueOn', { date })}
      </Text>
    );
  }
  return (
    <Text size="sm" span>
      {bucket === 'today' ? t('due.today') : date}
    </Text>
  );
}

/** Tracked time against the estimate: `1h 30m / 2h`, or the tracked time alone. */
export function TimeText({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const locale = useLocale();
  const tracked = formatDurationText(task.duration, locale);
  if (task.estimation === 0) {
    return (
      <Text size="sm" span>
        {t('time.tracked', { tracked })}
      </Text>
    );
  }
  const over = task.duration > task.estimation;
  return (
    <Text size="sm" span c={over ? 'red' : undefined} fw={over ? 600 : undefined}>
      {t(over ? 'time.overEstimate' : 'time.ofEstimate', {
        tracked,
        estimate: formatDurationText(task.estimation, locale),
      })}
    </Text>
  );
}

/** The task's own colour, named for those who cannot see it. */
export function TaskColor({ color }: { color: string | null }) {
  const { t } = useTranslation('tasks');
  if (color === null) return null;
  const label = t('field.colorValue', { color });
  return (
    <Tooltip label={label}>
      <ColorSwatch color={color} size={12} role="img" aria-label={label} withShadow={false} />
    </Tooltip>
  );
}
