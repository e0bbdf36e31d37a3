import { Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { ClockState } from '@/features/time-tracking/api/clock-queries';
import { catalogQueries } from '@/features/time-tracking/api/catalog-queries';
import { useActiveWorkspace } from '@/features/time-tracking/api/use-active-workspace';

type OpenActivity = NonNullable<ClockState['activity']>;

/** What the running activity is about, by name: description, project / task, category, tags. */
export function ActivitySummary({ activity }: { activity: OpenActivity }) {
  const { t } = useTranslation('clock');
  const workspaceId = useActiveWorkspace()?.id ?? '';
  const enabled = workspaceId !== '';
  const projects = useQuery({ ...catalogQueries.projects(workspaceId), enabled });
  const tasks = useQuery({ ...catalogQueries.tasks(workspaceId), enabled });
  const categories = useQuery({ ...catalogQueries.categories(workspaceId), enabled });
  const tags = useQuery({ ...catalogQueries.tags(workspaceId), enabled });

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
