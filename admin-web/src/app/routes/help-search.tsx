import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { HelpLibraryGate } from '@/features/help/components/help-library-gate';
import { HelpSearchResults } from '@/features/help/components/help-search-results';
import { usePageTitle } from '@/hooks/use-page-title';

/** Help search (`/help/search?q=`): the articles of the page's language that hold the words. */
export default function HelpSearchRoute() {
  const { t } = useTranslation('help');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  usePageTitle(query === '' ? t('title.search') : `${query} - ${t('title.search')}`);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title.search')}
      </Title>
      {query === '' ? (
        <Text c="dimmed">{t('search.prompt')}</Text>
      ) : (
        <HelpLibraryGate>
          {(library) => <HelpSearchResults library={library} query={query} />}
        </HelpLibraryGate>
      )}
    </Stack>
  );
}
