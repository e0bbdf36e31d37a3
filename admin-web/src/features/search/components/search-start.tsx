import { Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Before anything is searched: what search finds and how to reach it from any page. */
export function SearchStart() {
  const { t } = useTranslation('search');
  const os = useOs();
  const mod = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('start.title')}
        </Title>
        <Text size="sm">{t('start.body')}</Text>
        {/* Phones have no keys to press. */}
        <Group gap={6} visibleFrom="sm">
          <Text size="sm" c="dimmed">
            {t('start.shortcut')}
          </Text>
          <Kbd size="sm">{mod}</Kbd>
          <Kbd size="sm">K</Kbd>
          <Text size="sm" c="dimmed">
            {t('start.or')}
          </Text>
          <Kbd size="sm">/</Kbd>
        </Group>
      </Stack>
    </Paper>
  );
}
