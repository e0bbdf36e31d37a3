import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks the server for the next page of a list; hidden once the list has no more. */
export function ShowMoreButton({
  hasMore,
  loading,
  onClick,
}: {
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('kiosks');
  if (!hasMore) return null;
  return (
    <Button
      variant="default"
      size="sm"
      loading={loading}
      onClick={onClick}
      style={{ alignSelf: 'center' }}
    >
      {t('activity.showMorePage')}
    </Button>
  );
}
