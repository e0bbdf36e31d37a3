import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Tag } from '@/lib/wire';

interface DeletedTagsProps {
  tags: readonly Tag[];
  /** The tag being restored, if any. */
  restoring: string | null;
  onRestore: (tag: Tag) => void;
}

/** Deleted tags, each restorable while no live tag has taken its name. */
export function DeletedTags({ tags, restoring, onRestore }: DeletedTagsProps) {
  const { t } = useTranslation('tags');
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Stack gap={2}>
        <Title order={2} size="h4" id={headingId}>
          {t('deleted.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deleted.description')}
        </Text>
      </Stack>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {tags.map((tag) => (
          <Paper key={tag.id} component="li" withBorder radius="md" px="sm" py="xs">
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {tag.name}
              </Text>
              <Button
                variant="default"
                size="compact-sm"
                aria-label={t('action.restoreNamed', { name: tag.name })}
                loading={restoring === tag.id}
                onClick={() => {
                  onRestore(tag);
                }}
              >
                {t('action.restore')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
