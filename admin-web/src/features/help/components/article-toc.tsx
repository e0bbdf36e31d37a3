import { Anchor, List, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ArticleHeading } from '@/features/help/utils/parse-article';

/** The sections of an article, each a link to its heading on the page. */
export function ArticleToc({ headings }: { headings: readonly ArticleHeading[] }) {
  const { t } = useTranslation('help');
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId}>
      <Text id={labelId} fw={700} size="sm" mb="xs">
        {t('article.toc')}
      </Text>
      <List listStyleType="none" spacing={6} size="sm">
        {headings.map((heading) => (
          <List.Item key={heading.id} pl={heading.depth === 3 ? 'md' : 0}>
            <Anchor href={`#${heading.id}`} size="sm">
              {heading.text}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
