import { ErrorKey } from '@punchcard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import { UndoNotice } from '@/components/undo-notice';
import {
  type Restoration,
  useDeleteAndReassignCategory,
  useDeleteCategory,
  useRestoreCategory,
} from '@/features/categories/api/category-mutations';
import { fetchCategoryUsage } from '@/features/categories/api/category-queries';
import type { CategoryInUse } from '@/features/categories/components/reassign-category-dialog';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { Category } from '@/lib/wire';

/**
 * Deleting a category (projects-billing-spec section 7). Its usage is asked first (a failure
 * counts as not in use, as the spec says): an unused one is deleted at once, one in use opens the
 * reassignment dialog; the server's own 412 category_in_use opens it too. Every deletion offers
 * Undo.
 *
 * The undo of a reassigning delete moves *every* task of the other category back (the server
 * keeps no record of which moved), so it is offered only when that category had none before;
 * otherwise Undo brings the category back alone and says its tasks stay where they went.
 */
export function useCategoryDeletion() {
  const { t } = useTranslation('categories');
  const queryClient = useQueryClient();
  const remove = useDeleteCategory();
  const reassign = useDeleteAndReassignCategory();
  const restore = useRestoreCategory();
  const [checking, setChecking] = useState<string | null>(null);
  const [inUse, setInUse] = useState<CategoryInUse | null>(null);

  const [preparing, setPreparing] = useState(false);

  const restoreCategory = (restoration: Restoration, message: string) => {
    restore.mutate(restoration, {
      onSuccess: () => {
        notify({ message, tone: 'success' });
      },
    });
  };

  const offerUndo = (message: string, undo: () => void) => {
    notify({
      tone: 'success',
      message: <UndoNotice message={message} undoLabel={t('action.undo')} onUndo={undo} />,
    });
  };

  const deleteUnused = (category: Category) => {
    remove.mutate(category.id, {
      onSuccess: () => {
        offerUndo(t('notice.deleted', { name: category.name }), () => {
          restoreCategory({ id: category.id }, t('notice.restored', { name: category.name }));
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errorKey === ErrorKey.CategoryInUse) {
          setInUse({ category, tasks: null });
          return;
        }
        notify({ tone: 'error', message: <ApiErrorText error={error} /> });
      },
    });
  };

  /** Starts deleting `category`: asks whether anything uses it, then deletes or asks where to. */
  const start = async (category: Category) => {
    setChecking(category.id);
    const usage = await fetchCategoryUsage(queryClient, category.id);
    setChecking(null);
    if (usage?.isUsed === true) setInUse({ category, tasks: usage.tasks });
    else deleteUnused(category);
  };

  /** Moves the tasks and activities of the category in the dialog to `target`, then deletes it. */
  const confirmReassign = async (target: Category) => {
    if (inUse === null) return;
    const { category } = inUse;
    // Undo may move tasks back only if the other category had none (unknown counts as some).
    setPreparing(true);
    const before = await fetchCategoryUsage(queryClient, target.id);
    setPreparing(false);
    const targetWasEmpty = before !== null && !before.isUsed;
    reassign.mutate(
      { id: category.id, newIdCategory: target.id },
      {
        onSuccess: () => {
          setInUse(null);
          const names = { name: category.name, target: target.name };
          offerUndo(t('notice.deletedMoved', names), () => {
            if (targetWasEmpty) {
              restoreCategory(
                { id: category.id, takeFrom: target.id },
                t('notice.restoredMovedBack', names),
              );
            } else {
              restoreCategory({ id: category.id }, t('notice.restoredTasksStay', names));
            }
          });
        },
      },
    );
  };

  return {
    start,
    /** The category whose usage is being asked (its Delete button waits). */
    checking: checking ?? (remove.isPending ? remove.variables : null),
    inUse,
    confirmReassign,
    reassigning: preparing || reassign.isPending,
    reassignError: reassign.error,
    closeReassign: () => {
      reassign.reset();
      setInUse(null);
    },
    restore: (category: Category, takeFrom: Category | null) => {
      const names = { name: category.name, target: takeFrom?.name ?? '' };
      restoreCategory(
        { id: category.id, takeFrom: takeFrom?.id ?? null },
        t(takeFrom ? 'notice.restoredTookTasks' : 'notice.restored', names),
      );
    },
    restoring: restore.isPending ? restore.variables.id : null,
  };
}
