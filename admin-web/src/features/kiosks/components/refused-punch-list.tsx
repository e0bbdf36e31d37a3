import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { KioskPunchRecord } from '@/features/kiosks/api/kiosk-activity-queries';
import { DetailItem } from '@/features/kiosks/components/detail-item';
import { ShowMoreButton } from '@/features/kiosks/components/show-more';
import { refusalReason } from '@/features/kiosks/utils/refusal-reason';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';

/** One refused punch: why, then which kiosk, for whom, what, and its two times. */
function RefusedPunch({
  punch,
  memberName,
}: {
  punch: KioskPunchRecord;
  /** Undefined: the punch named no one; null: someone no longer among the members. */
  memberName: string | null | undefined;
}) {
  const { t } = useTranslation('kiosks');
  const locale = useLocale();
  const when = (seconds: number | null) =>
    seconds === null ? t('activity.notStated') : formatDate(seconds, locale, 'dateTime');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} size="sm" style={{ flex: '1 1 14rem' }}>
            {t(refusalReason(punch), { key: punch.errorKey ?? '' })}
          </Text>
          {punch.receivedCount > 1 && (
            <Badge color="gray" variant="light">
              {t('activity.sentTimes', { count: punch.receivedCount })}
            </Badge>
          )}
        </Group>
        <SimpleGrid
          component="dl"
          cols={{ base: 2, sm: 3 }}
          spacing="sm"
          verticalSpacing="xs"
          m={0}
        >
          <DetailItem label={t('activity.kiosk')}>{punch.kioskName}</DetailItem>
          <DetailItem label={t('activity.member')}>
            {memberName ??
              t(memberName === null ? 'activity.memberFormer' : 'activity.memberUnknown')}
          </DetailItem>
          <DetailItem label={t('activity.action')}>
            {punch.action === null ? t('activity.notStated') : t(`punchAction.${punch.action}`)}
          </DetailItem>
          <DetailItem label={t('activity.punchedAt')}>{when(punch.at)}</DetailItem>
          <DetailItem label={t('activity.arrivedAt')}>{when(punch.receivedAt)}</DetailItem>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Refused punches, newest arrival first; "Show more" reads the next page from the server. */
export function RefusedPunchList({
  punches,
  memberNames,
  hasMore,
  loadingMore,
  onMore,
}: {
  punches: readonly KioskPunchRecord[];
  memberNames: ReadonlyMap<string, string>;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('kiosks');
  if (punches.length === 0) {
    return <Text size="sm">{t('activity.noPunches')}</Text>;
  }
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {punches.map((punch) => (
          <RefusedPunch
            key={punch.id}
            punch={punch}
            memberName={punch.idUser === null ? undefined : (memberNames.get(punch.idUser) ?? null)}
          />
        ))}
      </Stack>
      <ShowMoreButton hasMore={hasMore} loading={loadingMore} onClick={onMore} />
    </Stack>
  );
}
