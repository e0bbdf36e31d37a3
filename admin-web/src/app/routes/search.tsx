import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchResults } from '@/features/search/components/search-results';
import { SearchStart } from '@/features/search/components/search-start';
import { normalizeQuery } from '@/features/search/utils/search-query';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';

/**
 * /search?q=: everything of the active workspace that matches, by kind, each linking where it
 * lives. The query lives in the address, so the header's search, Back and a shared link all
 * land on the same results.
 */
export default function SearchRoute() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const prefix = useLocalePrefix();
  const workspace = useActiveWorkspace();
  const [params] = useSearchParams();
  const query = normalizeQuery(params.get('q') ?? '');
  usePageTitle(query === '' ? t('title.page') : t('title.withQuery', { query }));

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title.page')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('page.lead')}
        </Text>
      </Stack>
      <SearchForm
        key={query}
        initialQuery={query}
        onSearch={(next) => {
          void navigate(paths.search.getHref({ q: next === '' ? undefined : next }, prefix));
        }}
      />
      {query === '' || workspace === null ? (
        <SearchStart />
      ) : (
        <SearchResults workspaceId={workspace.id} query={query} />
      )}
    </Stack>
  );
}
