import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { HelpCategory } from '@/features/help/utils/help-library';
import { useLocalePrefix } from '@/hooks/use-locale';

/** A topic's articles in reading order, each with its summary. */
export function CategoryArticles({ category }: { category: HelpCategory }) {
  const prefix = useLocalePrefix();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {category.articles.map((article) => (
        <Paper component="li" key={article.slug} withBorder radius="md" p="md">
          <Title order={2} size="h4" mb={4}>
            <Anchor
              component={Link}
              to={paths.helpArticle.getHref(
                { categoryName: category.slug, articleName: article.slug },
                prefix,
              )}
              inherit
            >
              {article.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {article.summary}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
