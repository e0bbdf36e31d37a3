import { Alert, Badge, Button, Group, Loader, Tabs, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { kioskActivityQueries } from '@/features/kiosks/api/kiosk-activity-queries';
import { kioskQueries } from '@/features/kiosks/api/kiosk-queries';
import { ActivityFilters } from '@/features/kiosks/components/activity-filters';
import { IdentifyFailureList } from '@/features/kiosks/components/identify-failure-list';
import { RefusedPunchList } from '@/features/kiosks/components/refused-punch-list';
import { type ActivityFilter, isPeriodReversed } from '@/features/kiosks/utils/activity-period';

/** The tab's name and how many entries are loaded, with "+" while the server has more. */
function TabLabel({
  label,
  count,
  more,
}: {
  label: string;
  count: number | undefined;
  more: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <span>{label}</span>
      {count !== undefined && (
        <Badge size="sm" variant="light" color={count > 0 ? 'red' : 'gray'} circle={count < 10}>
          {more ? `${count}+` : count}
        </Badge>
      )}
    </Group>
  );
}

/**
 * What the kiosks refused, for managers (issue 15: "each refusal is kept and shown to managers"):
 * refused punches with their reason in words, and failed identifications without the value
 * tried. The filter belongs to the page, so a kiosk card can point this view at its kiosk.
 */
export function KioskActivitySection({
  idWorkspace,
  filter,
  onFilterChange,
  ref,
}: {
  idWorkspace: string;
  filter: ActivityFilter;
  onFilterChange: (filter: ActivityFilter) => void;
  /** The section's box, which a kiosk card's count scrolls into view. */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('kiosks');
  const fleet = useQuery(kioskQueries.list(idWorkspace));
  const reversed = isPeriodReversed(filter);
  // A reversed period would be refused (400): the view says so instead of asking.
  const punches = useInfiniteQuery({
    ...kioskActivityQueries.refusedPunchPages(idWorkspace, filter),
    enabled: !reversed,
  });
  const failures = useInfiniteQuery({
    ...kioskActivityQueries.identifyFailurePages(idWorkspace, filter),
    enabled: !reversed,
  });
  const members = useQuery(kioskActivityQueries.members(idWorkspace));

  const memberNames = useMemo(
    () => new Map((members.data ?? []).map((member) => [member.idUser, member.name])),
    [members.data],
  );
  const shownPunches = useMemo(
    () => (reversed ? [] : punches.data?.pages.flatMap((page) => page.items)),
    [punches.data, reversed],
  );
  const shownFailures = useMemo(
    () => (reversed ? [] : failures.data?.pages.flatMap((page) => page.items)),
    [failures.data, reversed],
  );
  const failed = punches.isError || failures.isError;

  return (
    <div ref={ref} style={{ scrollMarginTop: 'var(--app-shell-header-offset, 4rem)' }}>
      <SettingsSection title={t('activity.heading')} description={t('activity.description')}>
        <ActivityFilters filter={filter} kiosks={fleet.data ?? []} onChange={onFilterChange} />
        {reversed && (
          <Alert color="yellow" variant="light">
            {t('activity.reversed')}
          </Alert>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="sm">
              <span>{t('activity.loadFailed')}</span>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  void punches.refetch();
                  void failures.refetch();
                }}
              >
                {t('fleet.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        <Tabs defaultValue="punches" keepMounted={false}>
          {/* Growing tabs: on a phone, where the two wrap, each fills its own row. */}
          <Tabs.List grow>
            <Tabs.Tab value="punches">
              <TabLabel
                label={t('activity.tabPunches')}
                count={shownPunches?.length}
                more={punches.hasNextPage}
              />
            </Tabs.Tab>
            <Tabs.Tab value="identify">
              <TabLabel
                label={t('activity.tabIdentify')}
                count={shownFailures?.length}
                more={failures.hasNextPage}
              />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="punches" pt="md">
            {punches.isLoading && <Loader size="sm" aria-label={t('activity.tabPunches')} />}
            {shownPunches !== undefined && (
              <>
                <Text size="xs" c="dimmed" mb="sm">
                  {t('activity.byArrival')}
                </Text>
                <RefusedPunchList
                  punches={shownPunches}
                  memberNames={memberNames}
                  hasMore={punches.hasNextPage}
                  loadingMore={punches.isFetchingNextPage}
                  onMore={() => void punches.fetchNextPage()}
                />
              </>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="identify" pt="md">
            {failures.isLoading && <Loader size="sm" aria-label={t('activity.tabIdentify')} />}
            {shownFailures !== undefined && (
              <IdentifyFailureList
                failures={shownFailures}
                hasMore={failures.hasNextPage}
                loadingMore={failures.isFetchingNextPage}
                onMore={() => void failures.fetchNextPage()}
              />
            )}
          </Tabs.Panel>
        </Tabs>
      </SettingsSection>
    </div>
  );
}
