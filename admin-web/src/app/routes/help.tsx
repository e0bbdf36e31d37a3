import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { HelpLibraryGate } from '@/features/help/components/help-library-gate';
import { HelpTopics } from '@/features/help/components/help-topics';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/** The help centre (`/help`): every topic with its first articles, and the guided tour. */
export default function HelpRoute() {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const topicsId = useId();
  usePageTitle(t('title.help'));
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title.help')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('home.lead')}
        </Text>
      </Stack>
      <Stack component="section" aria-labelledby={topicsId} gap="md">
        <Title order={2} size="h3" id={topicsId}>
          {t('home.topics')}
        </Title>
        <HelpLibraryGate>{(library) => <HelpTopics library={library} />}</HelpLibraryGate>
      </Stack>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`${topicsId}-new`}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id={`${topicsId}-new`}>
            {t('home.newHere')}
          </Title>
          <Text>{t('home.newHereBody')}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.guide.getHref({}, prefix)}>
              {t('why.guide')}
            </Button>
            <Button component={Link} to={paths.whyPunchcard.getHref({}, prefix)} variant="default">
              {t('footer.why')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
