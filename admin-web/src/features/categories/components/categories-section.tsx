import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { categoryQueries } from '@/features/categories/api/category-queries';
import {
  CategoryDialog,
  type CategoryDialogMode,
} from '@/features/categories/components/category-dialog';
import { CategoryRow } from '@/features/categories/components/category-row';
import { DeletedCategories } from '@/features/categories/components/deleted-categories';
import { ReassignCategoryDialog } from '@/features/categories/components/reassign-category-dialog';
import { RestoreCategoryDialog } from '@/features/categories/components/restore-category-dialog';
import { useCategoryDeletion } from '@/features/categories/hooks/use-category-deletion';
import type { Category } from '@/lib/wire';

interface CategoriesSectionProps {
  workspaceId: string;
  /** CUD_TASK_CATEGORY: create, edit, delete and restore. */
  canManage: boolean;
}

/**
 * The workspace's task categories by name. A category in use is deleted by moving its tasks to
 * another; every deletion offers Undo, and managers see the deleted ones to restore later.
 */
export function CategoriesSection({ workspaceId, canManage }: CategoriesSectionProps) {
  const { t } = useTranslation('categories');
  // Only those who may restore are shown deleted categories.
  const list = useQuery(categoryQueries.list(workspaceId, canManage));
  const deletion = useCategoryDeletion();
  const [dialog, setDialog] = useState<CategoryDialogMode | null>(null);
  const [restoringWithTasks, setRestoringWithTasks] = useState<Category | null>(null);

  const categories = list.data ?? [];
  const live = categories.filter((category) => category.deletedAt === null);
  const deleted = categories.filter((category) => category.deletedAt !== null);

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
          {live.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              actions={
                canManage
                  ? {
                      onEdit: () => {
                        setDialog({ kind: 'edit', category });
                      },
                      onDelete: () => void deletion.start(category),
                      deleting: deletion.checking === category.id,
                    }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {canManage && deleted.length > 0 && (
        <DeletedCategories
          categories={deleted}
          restoring={deletion.restoring}
          canTakeTasks={live.length > 0}
          onRestore={(category) => {
            deletion.restore(category, null);
          }}
          onRestoreWithTasks={setRestoringWithTasks}
        />
      )}

      <CategoryDialog
        mode={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
      <ReassignCategoryDialog
        target={deletion.inUse}
        categories={live}
        saving={deletion.reassigning}
        error={deletion.reassignError}
        onConfirm={(newIdCategory) => {
          const target = live.find((category) => category.id === newIdCategory);
          if (target) void deletion.confirmReassign(target);
        }}
        onClose={deletion.closeReassign}
      />
      <RestoreCategoryDialog
        category={restoringWithTasks}
        categories={live}
        restoring={deletion.restoring !== null}
        onRestore={(takeFrom) => {
          if (restoringWithTasks) deletion.restore(restoringWithTasks, takeFrom);
          setRestoringWithTasks(null);
        }}
        onClose={() => {
          setRestoringWithTasks(null);
        }}
      />
    </Stack>
  );
}
