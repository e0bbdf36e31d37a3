import { Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useCatalog } from '@/lib/catalog-queries';
import type { ClockStatus } from '@/lib/wire';

type OpenActivity = NonNullable<ClockStatus['activity']>;

/** What the running activity is about, by name: description, project / task, category, tags. */
export function RunningActivitySummary({ activity }: { activity: OpenActivity }) {
  const { t } = useTranslation('clock');
  const { projects, tasks, categories, tags } = useCatalog();

  const project = projects.data?.find((candidate) => candidate.id === activity.idProject);
  const task = tasks.data?.find((candidate) => candidate.id === activity.idTask);
  const category = categories.data?.find((candidate) => candidate.id === activity.idCategory);
  const tagNames = activity.tags
    .map((id) => tags.data?.find((tag) => tag.id === id)?.name)
    .filter((name): name is string => name !== undefined);
  const path = [project?.name, task?.name].filter(Boolean).join(' / ');

  return (
    <Stack gap={4} miw={0}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {activity.description ?? t('activity.untitled')}
      </Text>
      {path !== '' && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {path}
        </Text>
      )}
      {(category !== undefined || tagNames.length > 0) && (
        <Group gap={6}>
          {category !== undefined && (
            <Badge
              variant="light"
              color="gray"
              tt="none"
              leftSection={<ColorSwatch color={category.color} size={10} withShadow={false} />}
            >
              {category.name}
            </Badge>
          )}
          {tagNames.map((name) => (
            <Badge key={name} variant="outline" color="gray" tt="none">
              {name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
