import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useDownloadBadgeSheet } from '@/features/members/api/badge-sheet';

interface PrintBadgesButtonProps {
  /** The members on screen when a filter narrows the list; undefined prints everyone. */
  ids: readonly string[] | undefined;
}

/** Downloads the printable sheet of QR badges (a PDF) for everyone, or for those on screen. */
export function PrintBadgesButton({ ids }: PrintBadgesButtonProps) {
  const { t } = useTranslation('members');
  const download = useDownloadBadgeSheet();
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        loading={download.isPending}
        disabled={ids?.length === 0}
        onClick={() => {
          download.mutate(ids);
        }}
      >
        {ids === undefined ? t('print.all') : t('print.shown', { count: ids.length })}
      </Button>
      {download.isError && <ApiErrorAlert error={download.error} />}
    </Stack>
  );
}
