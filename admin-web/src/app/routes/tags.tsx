import { Alert, Stack, Text, Title } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TagsSection } from '@/features/tags/components/tags-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * /tags: the labels activities and tasks carry. Every member sees them; CUD_TAGS creates, renames,
 * deletes and restores them.
 */
export default function TagsRoute() {
  const { t } = useTranslation('tags');
  usePageTitle(t('title.page'));
  // The auth guard has the account before this page renders.
  const me = useQuery(accountQueries.me()).data;
  if (!me) return null;
  const workspace = me.activeWorkspace;
  const canManage = workspace !== null && canInWorkspace(workspace, Permission.CudTags);

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title.page')}
        </Title>
        <Text c="dimmed" size="sm" maw={640}>
          {t('page.lead')}
        </Text>
      </Stack>
      {workspace === null ? (
        <Alert variant="light" role="note">
          {t('page.noWorkspace')}
        </Alert>
      ) : (
        <>
          {!canManage && (
            <Alert variant="light" color="gray" role="note" title={t('page.readOnlyTitle')}>
              {t('page.readOnly')}
            </Alert>
          )}
          <TagsSection
            // Switching workspaces starts afresh (no dialog left open on the old one's tag).
            key={workspace.id}
            workspaceId={workspace.id}
            canManage={canManage}
          />
        </>
      )}
    </Stack>
  );
}
