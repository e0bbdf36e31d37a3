import { Badge, Button, Menu } from '@mantine/core';
import type { TaskStatus } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { ChevronDownIcon } from '@/components/icons';
import { statusColor } from '@/features/tasks/components/task-badges';
import { STATUS_ORDER } from '@/features/tasks/utils/task-grouping';
import type { Task } from '@/lib/wire';

interface TaskStatusMenuProps {
  task: Task;
  /** False when the caller may not change it: the status shows as a plain badge. */
  enabled: boolean;
  onChange: (status: TaskStatus) => void;
}

/** The task's status, and (where allowed) the way to change it without dragging. */
export function TaskStatusMenu({ task, enabled, onChange }: TaskStatusMenuProps) {
  const { t } = useTranslation('tasks');
  const current = t(`status.${task.status}`);
  if (!enabled) {
    return (
      <Badge color={statusColor[task.status]} variant="light" tt="none" miw="max-content">
        {current}
      </Badge>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          color={statusColor[task.status]}
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t('status.menuFor', { name: task.name, status: current })}
        >
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('status.moveTo')}</Menu.Label>
        {STATUS_ORDER.map((status) => (
          <Menu.Item
            key={status}
            disabled={status === task.status}
            onClick={() => {
              onChange(status);
            }}
          >
            {t(`status.${status}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
