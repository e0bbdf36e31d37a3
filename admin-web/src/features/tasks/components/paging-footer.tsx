import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagingFooterProps {
  loaded: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** How many tasks are loaded of how many, and the next 100 (spec section 9: page size 100). */
export function PagingFooter({ loaded, total, hasMore, loading, onMore }: PagingFooterProps) {
  const { t } = useTranslation('tasks');
  if (!hasMore) return null;
  return (
    <Group justify="center" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status">
        {t('paging.loaded', { loaded, total })}
      </Text>
      <Button variant="default" loading={loading} onClick={onMore}>
        {t('paging.more')}
      </Button>
    </Group>
  );
}
