import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { ArrowLeftIcon, ArrowRightIcon } from '@/features/help/components/help-icons';
import type { HelpArticle } from '@/features/help/utils/help-library';
import { useLocalePrefix } from '@/hooks/use-locale';

interface ArticlePagerProps {
  previous: HelpArticle | undefined;
  next: HelpArticle | undefined;
}

/** The articles before and after this one in reading order, across topics. */
export function ArticlePager({ previous, next }: ArticlePagerProps) {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const hrefOf = (article: HelpArticle) =>
    paths.helpArticle.getHref(
      { categoryName: article.category, articleName: article.slug },
      prefix,
    );
  return (
    <nav aria-label={t('article.pager')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {previous === undefined ? (
          <span />
        ) : (
          <Paper component={Link} to={hrefOf(previous)} withBorder radius="md" p="md">
            <Group gap={6} c="dimmed" wrap="nowrap">
              <ArrowLeftIcon size={14} />
              <Text size="xs" c="dimmed">
                {t('article.previous')}
              </Text>
            </Group>
            <Text fw={600} c="var(--mantine-primary-color-filled)">
              {previous.title}
            </Text>
          </Paper>
        )}
        {next !== undefined && (
          <Paper component={Link} to={hrefOf(next)} withBorder radius="md" p="md" ta="right">
            <Group gap={6} c="dimmed" justify="flex-end" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('article.next')}
              </Text>
              <ArrowRightIcon size={14} />
            </Group>
            <Text fw={600} c="var(--mantine-primary-color-filled)">
              {next.title}
            </Text>
          </Paper>
        )}
      </SimpleGrid>
    </nav>
  );
}
