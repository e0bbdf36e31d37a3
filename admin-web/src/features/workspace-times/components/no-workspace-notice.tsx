import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Time is recorded in a workspace: without an active one there is nothing to clock. */
export function NoWorkspaceNotice({ setupHref }: { setupHref: string }) {
  const { t } = useTranslation('clock');
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} size="h4">
          {t('noWorkspace.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('noWorkspace.body')}
        </Text>
        <Button component={Link} to={setupHref} mt="xs">
          {t('noWorkspace.action')}
        </Button>
      </Stack>
    </Card>
  );
}
