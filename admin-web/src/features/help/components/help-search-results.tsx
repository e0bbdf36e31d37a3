import { Anchor, Highlight, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { HelpLibrary } from '@/features/help/utils/help-library';
import { searchHelp, searchTerms } from '@/features/help/utils/search-help';
import { useLocalePrefix } from '@/hooks/use-locale';

interface HelpSearchResultsProps {
  library: HelpLibrary;
  query: string;
}

/** The articles matching `query`, best first, the matched words marked; or why there are none. */
export function HelpSearchResults({ library, query }: HelpSearchResultsProps) {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const countId = useId();
  const hits = useMemo(() => searchHelp(library, query), [library, query]);
  // Highlight marks the words as typed and as folded (full-width letters, case).
  const marked = useMemo(
    () => [...new Set([...query.split(/\s+/u), ...searchTerms(query)])].filter(Boolean),
    [query],
  );

  if (hits.length === 0) {
    return (
      <Stack gap="xs" role="status">
        <Title order={2} size="h4">
          {t('search.none', { query })}
        </Title>
        <Text c="dimmed">{t('search.noneHint')}</Text>
        <Anchor component={Link} to={paths.help.getHref({}, prefix)}>
          {t('search.browse')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text id={countId} fw={600} role="status">
        {t('search.resultsFor', { count: hits.length, query })}
      </Text>
      <Stack
        component="ol"
        aria-labelledby={countId}
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {hits.map(({ article, snippet }) => (
          <Paper
            component="li"
            key={`${article.category}/${article.slug}`}
            withBorder
            radius="md"
            p="md"
          >
            <Text size="xs" c="dimmed" mb={2}>
              {t(`category.${article.category}.title`)}
            </Text>
            <Title order={2} size="h4" mb={4}>
              <Anchor
                component={Link}
                to={paths.helpArticle.getHref(
                  { categoryName: article.category, articleName: article.slug },
                  prefix,
                )}
                inherit
              >
                <Highlight component="span" highlight={marked} inherit>
                  {article.title}
                </Highlight>
              </Anchor>
            </Title>
            <Highlight size="sm" c="dimmed" highlight={marked}>
              {snippet}
            </Highlight>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
