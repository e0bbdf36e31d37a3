import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

import { markdownComponents } from '@/features/help/components/markdown-components';
import type { HelpArticle } from '@/features/help/utils/help-library';
import { useLocalePrefix } from '@/hooks/use-locale';

const remarkPlugins = [remarkGfm];

/** An article's text, rendered from its Markdown (GitHub-flavoured: tables, lists, links). */
export function ArticleBody({ article }: { article: HelpArticle }) {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const tableLabel = t('article.table');
  const components = useMemo(
    () => markdownComponents({ headings: article.headings, prefix, tableLabel }),
    [article.headings, prefix, tableLabel],
  );
  return (
    <Typography>
      <Markdown remarkPlugins={remarkPlugins} components={components}>
        {article.body}
      </Markdown>
    </Typography>
  );
}
