import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CategoryLabel } from '@/features/categories/components/category-option';
import type { Category } from '@/lib/wire';

interface DeletedCategoriesProps {
  categories: readonly Category[];
  /** The category being restored, if any. */
  restoring: string | null;
  /** Offered while some live category could give its tasks back. */
  canTakeTasks: boolean;
  onRestore: (category: Category) => void;
  onRestoreWithTasks: (category: Category) => void;
}

/** Deleted categories: restored alone, or taking over the tasks of a live one. */
export function DeletedCategories({
  categories,
  restoring,
  canTakeTasks,
  onRestore,
  onRestoreWithTasks,
}: DeletedCategoriesProps) {
  const { t } = useTranslation('categories');
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
        {categories.map((category) => (
          <Paper key={category.id} component="li" withBorder radius="md" px="sm" py="xs">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <CategoryLabel category={category} />
              <Group gap="xs" wrap="nowrap">
                {canTakeTasks && (
                  <Button
                    variant="default"
                    size="compact-sm"
                    aria-label={t('action.restoreWithTasksNamed', { name: category.name })}
                    disabled={restoring === category.id}
                    onClick={() => {
                      onRestoreWithTasks(category);
                    }}
                  >
                    {t('action.restoreWithTasks')}
                  </Button>
                )}
                <Button
                  variant="default"
                  size="compact-sm"
                  aria-label={t('action.restoreNamed', { name: category.name })}
                  loading={restoring === category.id}
                  onClick={() => {
                    onRestore(category);
                  }}
                >
                  {t('action.restore')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
