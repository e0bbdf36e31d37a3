import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ActivityLabels } from '@/features/workspace-times/hooks/use-activity-labels';

/**
 * What an activity was about: project and task on the first line, category and tags as badges,
 * the description underneath. Names not (or no longer) visible to the member say so.
 */
export function ActivitySummary({
  labels,
  compact = false,
  onDark = false,
}: {
  labels: ActivityLabels;
  /** One line of description at most. */
  compact?: boolean;
  /** Shown on a dark surface (a tooltip): the secondary text gets a lighter grey. */
  onDark?: boolean;
}) {
  const secondary = onDark ? 'gray.4' : 'dimmed';
  const { t } = useTranslation('timestamps');
  const nameOf = (part: { name: string | null; missing: boolean } | null, missing: string) =>
    part === null ? null : (part.name ?? (part.missing ? missing : '…'));
  const project = nameOf(labels.project, t('entry.projectUnavailable'));
  const task = nameOf(labels.task, t('entry.taskUnavailable'));
  const title = [project, task].filter((part) => part !== null).join(' · ');

  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Box
          aria-hidden
          w={10}
          h={10}
          style={{ borderRadius: 3, flex: 'none', background: labels.color }}
        />
        <Text fw={600} size="sm" truncate c={title === '' ? secondary : undefined}>
          {title === '' ? t('entry.noProject') : title}
        </Text>
      </Group>
      {(labels.category !== null || labels.tags.length > 0) && (
        <Group gap={6}>
          {labels.category !== null && (
            <Badge
              variant="dot"
              color={labels.category.color}
              size="sm"
              styles={{ root: { textTransform: 'none' } }}
            >
              {labels.category.name ?? t('entry.categoryUnavailable')}
            </Badge>
          )}
          {labels.tags.map((tag) => (
            <Badge
              key={tag}
              variant="light"
              color="gray"
              size="sm"
              styles={{ root: { textTransform: 'none' } }}
            >
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      {labels.description !== null && (
        <Text size="sm" c={secondary} lineClamp={compact ? 1 : 3}>
          {labels.description}
        </Text>
      )}
    </Stack>
  );
}
