import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { KioskIdentifyFailure } from '@/features/kiosks/api/kiosk-activity-queries';
import { DetailItem } from '@/features/kiosks/components/detail-item';
import { ShowMoreButton } from '@/features/kiosks/components/show-more';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';

/**
 * Failed identifications, newest first: kiosk, method, outcome and time; the API keeps no value.
 * "Show more" reads the next page from the server.
 */
export function IdentifyFailureList({
  failures,
  hasMore,
  loadingMore,
  onMore,
}: {
  failures: readonly KioskIdentifyFailure[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('kiosks');
  const locale = useLocale();
  if (failures.length === 0) {
    return <Text size="sm">{t('activity.noFailures')}</Text>;
  }
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {failures.map((failure) => (
          <Paper key={failure.id} component="li" withBorder radius="md" p="sm">
            <SimpleGrid
              component="dl"
              cols={{ base: 2, sm: 4 }}
              spacing="sm"
              verticalSpacing="xs"
              m={0}
            >
              <DetailItem label={t('activity.method')}>{t(`method.${failure.method}`)}</DetailItem>
              <DetailItem label={t('activity.outcome')}>
                {t(`failure.${failure.reason}`)}
              </DetailItem>
              <DetailItem label={t('activity.kiosk')}>{failure.kioskName}</DetailItem>
              <DetailItem label={t('activity.time')}>
                {formatDate(failure.at, locale, 'dateTime')}
              </DetailItem>
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
      <ShowMoreButton hasMore={hasMore} loading={loadingMore} onClick={onMore} />
    </Stack>
  );
}
