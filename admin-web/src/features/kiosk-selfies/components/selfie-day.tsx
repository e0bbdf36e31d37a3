import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { SelfieRecord } from '@/features/kiosk-selfies/api/selfie-queries';
import { SelfieCard } from '@/features/kiosk-selfies/components/selfie-card';
import type { MemberGroup } from '@/features/kiosk-selfies/utils/selfie-groups';
import type { SelfieView } from '@/features/kiosk-selfies/utils/selfie-text';

interface SelfieDayProps {
  /** The day as shown: `Tue, Nov 24, 2026`. */
  label: string;
  result: UseQueryResult<SelfieRecord[]>;
  groups: MemberGroup[];
  onOpen: (view: SelfieView) => void;
}

function MemberSelfies({
  group,
  onOpen,
}: {
  group: MemberGroup;
  onOpen: SelfieDayProps['onOpen'];
}) {
  const { t } = useTranslation('selfies');
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group gap="xs" align="baseline">
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {group.name ?? t('member.unknown')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('list.count', { count: group.views.length })}
        </Text>
      </Group>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, lg: 3 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {group.views.map((view) => (
          <SelfieCard
            key={view.selfie.id}
            view={view}
            onOpen={() => {
              onOpen(view);
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * One day's selfies, member by member. A day without any shows nothing, so a week with two busy
 * days reads as two days; the page says when the whole range is empty, and when it is loading.
 */
export function SelfieDay({ label, result, groups, onOpen }: SelfieDayProps) {
  const { t } = useTranslation('selfies');
  const headingId = useId();
  // The page shows one loader for the whole range, not one per day.
  if (result.isPending || (result.isSuccess && groups.length === 0)) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {label}
      </Title>
      {result.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('list.failed', { day: label })}</span>
            <Button size="xs" variant="default" onClick={() => void result.refetch()}>
              {t('list.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {groups.map((group) => (
        <MemberSelfies key={group.idUser ?? 'unknown'} group={group} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
