import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  count: number;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done to the whole selection at once (all or nothing, with an Undo after). */
export function BulkBar({ count, onDelete, onClear }: BulkBarProps) {
  const { t } = useTranslation('tasks');
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={t('bulk.selected', { count })}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} role="status">
          {t('bulk.selected', { count })}
        </Text>
        <Button size="xs" variant="default" color="red" onClick={onDelete}>
          {t('bulk.delete')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onClear}>
          {t('bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
