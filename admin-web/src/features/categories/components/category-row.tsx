import { Button, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { CategoryLabel } from '@/features/categories/components/category-option';
import type { Category } from '@/lib/wire';

interface CategoryRowProps {
  category: Category;
  /** Set when the caller may change categories. */
  actions?: { onEdit: () => void; onDelete: () => void; deleting: boolean };
}

/** One live category: its colour and name, and what the caller may do with it. */
export function CategoryRow({ category, actions }: CategoryRowProps) {
  const { t } = useTranslation('categories');
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <CategoryLabel category={category} strong />
        {actions && (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="compact-sm"
              aria-label={t('action.editNamed', { name: category.name })}
              onClick={actions.onEdit}
            >
              {t('action.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={t('action.deleteNamed', { name: category.name })}
              loading={actions.deleting}
              onClick={actions.onDelete}
            >
              {t('action.delete')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
