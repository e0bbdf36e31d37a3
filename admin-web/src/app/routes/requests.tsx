import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { NewRequestMenu } from '@/features/requests/components/new-request-menu';
import { RequestCounts } from '@/features/requests/components/request-counts';
import {
  filtersFromSearch,
  KINDS_IN_ORDER,
  RequestFilters,
  type RequestFiltersValue,
} from '@/features/requests/components/request-filters';
import { RequestList } from '@/features/requests/components/request-list';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * The member's own requests: what they asked, where each stands and who reviewed it; file a new
 * one, withdraw an open one, restore a withdrawn one. The filters live in the address.
 */
export default function RequestsRoute() {
  const { t } = useTranslation('requests');
  const prefix = useLocalePrefix();
  const [search, setSearch] = useSearchParams();
  usePageTitle(t('title.requests'));

  const filters = filtersFromSearch(search);
  const kindFilter = filters.kind;
  const filter = useMemo(
    () => ({
      kinds: kindFilter === null ? KINDS_IN_ORDER : [kindFilter],
      status: filters.status ?? undefined,
    }),
    [kindFilter, filters.status],
  );
  const draftsHref = paths.drafts.getHref({}, prefix);

  const changeFilters = (next: RequestFiltersValue) => {
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.kind === null) updated.delete('kind');
        else updated.set('kind', next.kind);
        if (next.status === null) updated.delete('status');
        else updated.set('status', next.status);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h2">
            {t('title.requests')}
          </Title>
          <NewRequestMenu />
        </Group>
        <Text c="dimmed" size="sm" maw={640}>
          {t('requests.lead')}
        </Text>
        <RequestCounts draftsHref={draftsHref} />
      </Stack>
      <RequestFilters value={filters} onChange={changeFilters} />
      <RequestList
        filter={filter}
        filtered={filters.kind !== null || filters.status !== null}
        onClearFilters={() => {
          changeFilters({ kind: null, status: null });
        }}
        draftsHref={draftsHref}
        emptyAction={<NewRequestMenu variant="light" />}
      />
    </Stack>
  );
}
