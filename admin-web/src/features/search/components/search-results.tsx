import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { SEARCH_LIMIT_MAX } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import { searchQueries } from '@/features/search/api/search-queries';
import { HitGroup } from '@/features/search/components/hit-group';
import type { SearchResult } from '@/features/search/types';
import { hitTarget } from '@/features/search/utils/hit-target';
import { groupHits } from '@/features/search/utils/search-hits';
import { highlightTerms } from '@/features/search/utils/search-query';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';

function countText(
  t: ReturnType<typeof useTranslation<'search'>>['t'],
  result: SearchResult,
  query: string,
) {
  return result.isSizeCapped
    ? t('results.capped', { count: result.size, query })
    : t('results.count', { count: result.size, query });
}

interface SearchResultsProps {
  workspaceId: string;
  /** Trimmed and non-empty. */
  query: string;
}

/**
 * Every result the API ranks best (up to its maximum), by kind, with how many there are in all.
 * A member sees only what they may see; the count says so too.
 */
export function SearchResults({ workspaceId, query }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const prefix = useLocalePrefix();
  const me = useQuery(accountQueries.me()).data;
  const results = useQuery(searchQueries.results(workspaceId, query, SEARCH_LIMIT_MAX));
  const groups = useMemo(() => groupHits(results.data?.hits ?? []), [results.data]);
  const terms = useMemo(() => highlightTerms(query), [query]);

  if (results.isPending) {
    return <Loader size="sm" aria-label={t('results.loading')} />;
  }
  if (results.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('results.failed')}>
        <Stack gap="xs" align="flex-start">
          <ApiErrorText error={results.error} />
          <Button size="xs" variant="default" onClick={() => void results.refetch()}>
            {t('results.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const result = results.data;
  if (result.hits.length === 0) {
    return (
      <Alert variant="light" color="gray" role="status" title={t('results.none.title', { query })}>
        {t('results.none.body')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text role="status" fw={600}>
          {countText(t, result, query)}
        </Text>
        {result.size > result.hits.length && (
          <Text size="sm" c="dimmed">
            {t('results.best', { shown: result.hits.length })}
          </Text>
        )}
      </Stack>
      {groups.map((group) => (
        <HitGroup
          key={group.type}
          group={group}
          terms={terms}
          targetOf={(hit) => hitTarget(hit, me, prefix)}
        />
      ))}
    </Stack>
  );
}
