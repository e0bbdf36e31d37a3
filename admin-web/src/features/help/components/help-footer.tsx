import { Anchor, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';

const legal = [
  { label: 'footer.terms', articleName: 'terms-of-use' },
  { label: 'footer.privacy', articleName: 'privacy-policy' },
  { label: 'footer.commercial', articleName: 'commercial-transaction' },
] as const;

/** The help pages' bottom line: the product, ways to learn more, and the legal texts. */
export function HelpFooter() {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const learnId = useId();
  const legalId = useId();
  const learn = [
    { label: t('footer.guide'), to: paths.guide.getHref({}, prefix) },
    { label: t('footer.why'), to: paths.whyPunchcard.getHref({}, prefix) },
    { label: t('footer.feedback'), to: paths.feedback.getHref({}, prefix) },
  ];
  return (
    <Container component="footer" size="md" pb="xl">
      <Divider mb="lg" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap="xs">
          <Anchor component={Link} to={paths.index.getHref({}, prefix)} underline="never">
            <Logo size={24} />
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('footer.about')}
          </Text>
        </Stack>
        <nav aria-labelledby={learnId}>
          <Title order={2} size="h6" id={learnId} mb="xs">
            {t('footer.learn')}
          </Title>
          <Stack gap={6}>
            {learn.map(({ label, to }) => (
              <Anchor key={to} component={Link} to={to} size="sm">
                {label}
              </Anchor>
            ))}
          </Stack>
        </nav>
        <nav aria-labelledby={legalId}>
          <Title order={2} size="h6" id={legalId} mb="xs">
            {t('footer.legal')}
          </Title>
          <Stack gap={6}>
            {legal.map(({ label, articleName }) => (
              <Anchor
                key={articleName}
                component={Link}
                to={paths.helpArticle.getHref({ categoryName: 'legal', articleName }, prefix)}
                size="sm"
              >
                {t(label)}
              </Anchor>
            ))}
          </Stack>
        </nav>
      </SimpleGrid>
    </Container>
  );
}
