import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { UndoNotice } from '@/components/undo-notice';
import { useDeleteTag, useRestoreTag } from '@/features/tags/api/tag-mutations';
import { tagQueries } from '@/features/tags/api/tag-queries';
import { DeletedTags } from '@/features/tags/components/deleted-tags';
import { type TagDialogMode, TagNameDialog } from '@/features/tags/components/tag-name-dialog';
import { notify } from '@/lib/notify';
import type { Tag } from '@/lib/wire';

interface TagsSectionProps {
  workspaceId: string;
  /** CUD_TAGS: create, rename, delete and restore. */
  canManage: boolean;
}

/**
 * The workspace's tags by name. Deleting is immediate and offers Undo; managers also see the
 * deleted tags to restore later.
 */
export function TagsSection({ workspaceId, canManage }: TagsSectionProps) {
  const { t } = useTranslation('tags');
  // Only those who may restore are shown deleted tags.
  const list = useQuery(tagQueries.list(workspaceId, canManage));
  const remove = useDeleteTag();
  // Lives here, not in a row, so Undo still works once the row is gone.
  const restore = useRestoreTag();
  const [dialog, setDialog] = useState<TagDialogMode | null>(null);

  const tags = list.data ?? [];
  const live = tags.filter((tag) => tag.deletedAt === null);
  const deleted = tags.filter((tag) => tag.deletedAt !== null);

  const restoreTag = (tag: Tag) => {
    restore.mutate(tag.id, {
      onSuccess: () => {
        notify({ message: t('notice.restored', { name: tag.name }), tone: 'success' });
      },
    });
  };

  const deleteTag = (tag: Tag) => {
    remove.mutate(tag.id, {
      onSuccess: () => {
        notify({
          tone: 'success',
          message: (
            <UndoNotice
              message={t('notice.deleted', { name: tag.name })}
              undoLabel={t('action.undo')}
              onUndo={() => {
                restoreTag(tag);
              }}
            />
          ),
        });
      },
    });
  };

  if (list.isPending) return <Loader size="sm" aria-label={t('list.loading')} />;
  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <span>{t('list.loadFailed')}</span>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {t('action.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count: live.length })}
        </Text>
        {canManage && (
          <Button
            onClick={() => {
              setDialog({ kind: 'create' });
            }}
          >
            {t('action.create')}
          </Button>
        )}
      </Group>
      {live.length === 0 ? (
        <Text size="sm">{t(canManage ? 'list.emptyManager' : 'list.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          aria-label={t('list.label')}
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {live.map((tag) => (
            <Paper key={tag.id} component="li" withBorder radius="md" px="sm" py="xs">
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {tag.name}
                </Text>
                {canManage && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      variant="default"
                      size="compact-sm"
                      aria-label={t('action.renameNamed', { name: tag.name })}
                      onClick={() => {
                        setDialog({ kind: 'rename', tag });
                      }}
                    >
                      {t('action.rename')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t('action.deleteNamed', { name: tag.name })}
                      loading={remove.isPending && remove.variables === tag.id}
                      onClick={() => {
                        deleteTag(tag);
                      }}
                    >
                      {t('action.delete')}
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {canManage && deleted.length > 0 && (
        <DeletedTags
          tags={deleted}
          restoring={restore.isPending ? restore.variables : null}
          onRestore={restoreTag}
        />
      )}
      <TagNameDialog
        mode={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
    </Stack>
  );
}
