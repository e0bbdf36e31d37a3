import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { HelpLibrary } from '@/features/help/utils/help-library';
import { useLocalePrefix } from '@/hooks/use-locale';

/** How many of a topic's articles its card names; the rest are a link away. */
const SHOWN_PER_TOPIC = 3;

/** Every topic of the help centre as a card: what it covers and its first articles. */
export function HelpTopics({ library }: { library: HelpLibrary }) {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {library.categories.map(({ slug, articles }) => {
        const title = t(`category.${slug}.title`);
        const categoryHref = paths.helpCategory.getHref({ categoryName: slug }, prefix);
        return (
          <Card key={slug} withBorder radius="md" padding="lg">
            <Stack gap="xs" h="100%">
              <Title order={3} size="h4">
                <Anchor component={Link} to={categoryHref} inherit>
                  {title}
                </Anchor>
              </Title>
              <Text size="sm" c="dimmed">
                {t(`category.${slug}.description`)}
              </Text>
              <List size="sm" spacing={4} listStyleType="none" style={{ flex: 1 }}>
                {articles.slice(0, SHOWN_PER_TOPIC).map((article) => (
                  <List.Item key={article.slug}>
                    <Anchor
                      component={Link}
                      to={paths.helpArticle.getHref(
                        { categoryName: slug, articleName: article.slug },
                        prefix,
                      )}
                      size="sm"
                    >
                      {article.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
              <Anchor
                component={Link}
                to={categoryHref}
                size="sm"
                fw={600}
                // The name starts with the visible text (WCAG 2.5.3) and says whose articles.
                aria-label={t('home.allIn', {
                  articles: t('home.articleCount', { count: articles.length }),
                  category: title,
                })}
              >
                {t('home.articleCount', { count: articles.length })}
              </Anchor>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
