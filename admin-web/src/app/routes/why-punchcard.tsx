import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { WhyComparison } from '@/features/help/components/why/why-comparison';
import { WhyReasons } from '@/features/help/components/why/why-reasons';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/** Why Punchcard (`/why-punchcard`): what sets it apart, and the ways to try it. */
export default function WhyPunchcardRoute() {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const ids = { reasons: useId(), compare: useId(), try: useId() };
  usePageTitle(t('title.why'));
  // Signed-in visitors go back to the app instead of being offered a second account.
  const signedIn = useQuery(accountQueries.me()).data != null;
  const start = signedIn ? (
    <Button component={Link} to={paths.home.getHref({}, prefix)} size="md">
      {t('why.openApp')}
    </Button>
  ) : (
    <Button component={Link} to={paths.signUp.getHref({}, prefix)} size="md">
      {t('why.signUp')}
    </Button>
  );

  return (
    <Stack gap={48}>
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h1">
          {t('title.why')}
        </Title>
        <Text size="lg" maw={720}>
          {t('why.lead')}
        </Text>
        <Group gap="sm">
          {start}
          <Button component={Link} to={paths.guide.getHref({}, prefix)} size="md" variant="default">
            {t('why.guide')}
          </Button>
        </Group>
      </Stack>

      <Stack component="section" aria-labelledby={ids.reasons} gap="md">
        <Title order={2} size="h3" id={ids.reasons}>
          {t('why.reasons')}
        </Title>
        <WhyReasons />
      </Stack>

      <Stack component="section" aria-labelledby={ids.compare} gap="md">
        <Title order={2} size="h3" id={ids.compare}>
          {t('why.compare')}
        </Title>
        <WhyComparison labelledBy={ids.compare} />
      </Stack>

      <Paper component="section" aria-labelledby={ids.try} withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id={ids.try}>
            {t('why.try')}
          </Title>
          <Text>{t('why.tryBody')}</Text>
          <Group gap="sm">
            {start}
            <Button component={Link} to={paths.guide.getHref({}, prefix)} variant="default">
              {t('why.guide')}
            </Button>
            <Button component={Link} to={paths.help.getHref({}, prefix)} variant="subtle">
              {t('why.help')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
