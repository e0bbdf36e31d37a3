import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import NotFoundRoute from '@/app/routes/not-found';
import { paths } from '@/config/paths';
import { type HelpCategorySlug, isHelpCategorySlug } from '@/features/help/articles/catalogue';
import { CategoryArticles } from '@/features/help/components/category-articles';
import { HelpBreadcrumbs } from '@/features/help/components/help-breadcrumbs';
import { HelpLibraryGate } from '@/features/help/components/help-library-gate';
import { findCategory } from '@/features/help/utils/help-library';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/** A help topic (`/help/articles/{categoryName}`): its articles; an unknown topic is not found. */
export default function HelpCategoryRoute() {
  const { categoryName = '' } = useParams();
  if (!isHelpCategorySlug(categoryName)) return <NotFoundRoute />;
  return <HelpCategoryPage slug={categoryName} />;
}

function HelpCategoryPage({ slug }: { slug: HelpCategorySlug }) {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const title = t(`category.${slug}.title`);
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <HelpBreadcrumbs
        trail={[{ label: t('title.help'), to: paths.help.getHref({}, prefix) }, { label: title }]}
      />
      <Stack gap="xs">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="lg" c="dimmed">
          {t(`category.${slug}.description`)}
        </Text>
      </Stack>
      <HelpLibraryGate>
        {(library) => {
          const category = findCategory(library, slug);
          return category === undefined ? null : <CategoryArticles category={category} />;
        }}
      </HelpLibraryGate>
    </Stack>
  );
}
