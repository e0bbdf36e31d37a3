import { Anchor, Badge, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { ProjectActivity } from '@/features/projects/types';
import { entrySeconds } from '@/features/projects/utils/activity-days';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import { formatDate, formatDurationText } from '@/lib/dates';

interface ActivityEntryProps {
  entry: ProjectActivity;
  now: number;
  /** The member's name leads to their time (VIEW_MEMBER_TIMESTAMPS). */
  linkMember: boolean;
}

/** One activity on the project: when and how long, who, on what, and its details. */
export function ActivityEntry({ entry, now, linkMember }: ActivityEntryProps) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const running = entry.end === null;
  const start = formatDate(entry.start, locale, 'time');
  // An entry that ends on a later day says which.
  const endStyle =
    entry.end !== null &&
    new Date(entry.end * 1000).toDateString() !== new Date(entry.start * 1000).toDateString()
      ? 'dateTime'
      : 'time';
  const task = entry.isTaskHidden ? t('entry.hiddenTask') : (entry.taskName ?? t('entry.noTask'));

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="wrap">
            <Text size="sm">
              {running
                ? t('entry.since', { start })
                : t('entry.range', {
                    start,
                    end: formatDate(entry.end ?? entry.start, locale, endStyle),
                  })}
            </Text>
            {running && (
              <Badge color="green" variant="light" tt="none">
                {t('entry.running')}
              </Badge>
            )}
          </Group>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatDurationText(entrySeconds(entry, now), locale)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {linkMember ? (
            <Anchor
              component={Link}
              to={paths.memberTimestamps.getHref({ id: entry.idUser }, prefix)}
              fw={600}
              inherit
            >
              {entry.memberName}
            </Anchor>
          ) : (
            <Text component="span" fw={600} inherit>
              {entry.memberName}
            </Text>
          )}
          {' · '}
          {task}
        </Text>
        {entry.description !== null && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.description}
          </Text>
        )}
        {(entry.category !== null || entry.tags.length > 0) && (
          <Group gap={6} wrap="wrap">
            {entry.category !== null && (
              <Badge
                variant="default"
                tt="none"
                leftSection={<ColorSwatch color={entry.category.color} size={10} />}
              >
                {entry.category.name}
              </Badge>
            )}
            {entry.tags.map((tag) => (
              <Badge key={tag.id} variant="light" color="gray" tt="none">
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
