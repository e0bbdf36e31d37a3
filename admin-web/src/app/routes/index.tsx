import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChartIcon, CheckCircleIcon, ClockIcon } from '@/components/icons';
import { LogoMark } from '@/components/logo';
import { paths } from '@/config/paths';
import { HealthStatus } from '@/features/health/components/health-status';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

type Feature = 'clock' | 'activities' | 'requests';

const features: readonly { key: Feature; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'clock', Icon: ClockIcon },
  { key: 'activities', Icon: ChartIcon },
  { key: 'requests', Icon: CheckCircleIcon },
];

/** The index for signed-out visitors (the guest guard sends everyone else home). */
export default function IndexRoute() {
  const { t } = useTranslation(['landing', 'common']);
  const prefix = useLocalePrefix();
  usePageTitle(t('title'));

  return (
    <Container size="lg" px="md" py={{ base: 32, sm: 72 }}>
      <Stack align="center" ta="center" gap="md">
        <LogoMark size={72} />
        <Title order={1} fz={{ base: 36, sm: 48 }}>
          {t('common:app.name')}
        </Title>
        <Text fz={{ base: 'lg', sm: 22 }} fw={600}>
          {t('title')}
        </Text>
        <Text c="dimmed" size="lg" maw={560}>
          {t('lead')}
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={paths.signIn.getHref({}, prefix)} size="md">
            {t('common:action.signIn')}
          </Button>
          <Button
            component={Link}
            to={paths.signUp.getHref({}, prefix)}
            size="md"
            variant="default"
          >
            {t('common:action.signUp')}
          </Button>
        </Group>
      </Stack>

      <Box component="section" aria-labelledby="landing-features" mt={{ base: 48, sm: 80 }}>
        <Title id="landing-features" order={2} className="visually-hidden">
          {t('features')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {features.map(({ key, Icon }) => (
            <Paper key={key} withBorder radius="lg" p="lg">
              <Stack gap="xs">
                <ThemeIcon variant="light" size={40} radius="md">
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} size="h5">
                  {t(`${key}.title`)}
                </Title>
                <Text c="dimmed" size="sm">
                  {t(`${key}.body`)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Box>

      <Group justify="center" mt={{ base: 40, sm: 64 }}>
        <HealthStatus />
      </Group>
    </Container>
  );
}
