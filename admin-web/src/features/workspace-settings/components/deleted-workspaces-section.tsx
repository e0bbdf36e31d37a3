import { Button, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import {
  deletedWorkspaceQueries,
  useRestoreWorkspace,
} from '@/features/workspace-settings/api/workspace-lifecycle';
import { notify } from '@/lib/notify';

/**
 * The deleted workspaces the caller super-owns, each with a way back. Shown whatever the active
 * workspace (or none: deleting the last one leaves this page as the way back); nothing at all
 * when there is nothing to restore.
 */
export function DeletedWorkspacesSection() {
  const { t, i18n } = useTranslation('workspaceSettings');
  const deleted = useQuery(deletedWorkspaceQueries.list());
  const restore = useRestoreWorkspace();
  const rows = deleted.data ?? [];
  if (rows.length === 0) return null;

  const dateOf = (seconds: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      seconds * 1000,
    );

  return (
    <SettingsSection title={t('restore.heading')} description={t('restore.description')}>
      <List listStyleType="none" spacing="sm">
        {rows.map((row) => (
          <List.Item key={row.id}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={500}>{row.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('restore.deletedAt', { date: dateOf(row.deletedAt) })}
                </Text>
              </div>
              <Button
                variant="light"
                aria-label={t('restore.buttonLabel', { workspace: row.name })}
                loading={restore.isPending && restore.variables === row.id}
                disabled={restore.isPending}
                onClick={() => {
                  restore.mutate(row.id, {
                    onSuccess: () => {
                      notify({
                        tone: 'success',
                        message: t('restore.done', { workspace: row.name }),
                      });
                    },
                  });
                }}
              >
                {t('restore.button')}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </SettingsSection>
  );
}
