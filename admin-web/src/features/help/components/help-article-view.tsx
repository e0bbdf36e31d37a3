import { Anchor, Box, Divider, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { ArticleBody } from '@/features/help/components/article-body';
import { ArticlePager } from '@/features/help/components/article-pager';
import { ArticleToc } from '@/features/help/components/article-toc';
import { HelpBreadcrumbs } from '@/features/help/components/help-breadcrumbs';
import { type HelpArticle, type HelpLibrary, neighbours } from '@/features/help/utils/help-library';
import { useLocalePrefix } from '@/hooks/use-locale';

/** Below this many sections an article is short enough to read without a table of contents. */
const TOC_FROM_SECTIONS = 2;

interface HelpArticleViewProps {
  library: HelpLibrary;
  article: HelpArticle;
}

/** One article: where it sits, its sections, its text, and the articles around it. */
export function HelpArticleView({ library, article }: HelpArticleViewProps) {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const { previous, next } = neighbours(library, article);
  const withToc = article.headings.length >= TOC_FROM_SECTIONS;
  return (
    <Stack gap="lg">
      <HelpBreadcrumbs
        trail={[
          { label: t('title.help'), to: paths.help.getHref({}, prefix) },
          {
            label: t(`category.${article.category}.title`),
            to: paths.helpCategory.getHref({ categoryName: article.category }, prefix),
          },
          { label: article.title },
        ]}
      />
      <Title order={1} size="h2">
        {article.title}
      </Title>
      <Grid gap="xl">
        {withToc && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Box pos={{ md: 'sticky' }} top={16}>
              <ArticleToc headings={article.headings} />
            </Box>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: withToc ? 9 : 12 }} miw={0}>
          <ArticleBody article={article} />
        </Grid.Col>
      </Grid>
      <Divider />
      <ArticlePager previous={previous} next={next} />
      <Text size="sm">
        {t('article.stuck')}{' '}
        <Anchor component={Link} to={paths.feedback.getHref({}, prefix)}>
          {t('article.feedback')}
        </Anchor>
      </Text>
    </Stack>
  );
}
