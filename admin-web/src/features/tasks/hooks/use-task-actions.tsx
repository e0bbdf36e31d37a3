import type { UnixSeconds } from '@punchcard/shared';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import { type QuickChange, useQuickChange } from '@/features/tasks/api/task-mutations';
import { useDeleteTasks, useRestoreTasks } from '@/features/tasks/api/task-trash';
import { MoveTaskDialog } from '@/features/tasks/components/move-task-dialog';
import { TaskFormDialog, type TaskFormTarget } from '@/features/tasks/components/task-form-dialog';
import { UndoNotice } from '@/components/undo-notice';
import type { TaskLookups } from '@/features/tasks/hooks/use-task-lookups';
import type { TaskFormValues } from '@/features/tasks/utils/task-form';
import { type TaskRights, taskRights, type TaskViewer } from '@/features/tasks/utils/task-rights';
import { notify } from '@/lib/notify';
import type { Task } from '@/lib/wire';

/** What every view of the tasks page can do to a task; the dialogs live with the page. */
export interface TaskActions {
  viewer: TaskViewer;
  lookups: TaskLookups;
  now: UnixSeconds;
  rights: (task: Task) => TaskRights;
  /** The form: to edit, or to read for those who may not edit. */
  open: (task: Task) => void;
  create: (preset?: Partial<TaskFormValues>) => void;
  change: (task: Task, change: QuickChange) => void;
  /** Asks where to move the task. */
  move: (task: Task) => void;
  /** Soft-deletes, with an Undo in the notice. */
  remove: (tasks: readonly Task[]) => void;
}

interface UseTaskActionsOptions {
  workspaceId: string;
  viewer: TaskViewer;
  lookups: TaskLookups;
  now: UnixSeconds;
  /** Called when the form closes (the page forgets a `?task=` it was opened from). */
  onFormClose?: () => void;
}

export function useTaskActions({
  workspaceId,
  viewer,
  lookups,
  now,
  onFormClose,
}: UseTaskActionsOptions): { actions: TaskActions; dialogs: ReactNode } {
  const { t } = useTranslation('tasks');
  const [form, setForm] = useState<TaskFormTarget | null>(null);
  const [moving, setMoving] = useState<Task | null>(null);
  // Here, at the page, so an Undo still works after the row that was deleted is gone.
  const { mutate: deleteTasks } = useDeleteTasks(workspaceId);
  const { mutate: restoreTasks } = useRestoreTasks(workspaceId);
  const { mutate: change } = useQuickChange(workspaceId);

  const undo = useCallback(
    (ids: readonly string[]) => {
      restoreTasks(ids, {
        onSuccess: () => {
          notify({ tone: 'success', message: t('notice.restored', { count: ids.length }) });
        },
        onError: (error) => {
          notify({
            tone: 'error',
            title: t('notice.notRestored'),
            message: <ApiErrorText error={error} />,
          });
        },
      });
    },
    [restoreTasks, t],
  );

  const remove = useCallback(
    (tasks: readonly Task[]) => {
      const ids = tasks.map((task) => task.id);
      const [only] = tasks;
      if (only === undefined) return;
      const message =
        tasks.length === 1
          ? t('notice.deletedOne', { name: only.name })
          : t('notice.deletedMany', { count: tasks.length });
      deleteTasks(ids, {
        onSuccess: () => {
          notify({
            tone: 'success',
            message: (
              <UndoNotice
                message={message}
                undoLabel={t('notice.undo')}
                onUndo={() => {
                  undo(ids);
                }}
              />
            ),
          });
        },
        onError: (error) => {
          notify({
            tone: 'error',
            title: t('notice.notDeleted'),
            message: <ApiErrorText error={error} />,
          });
        },
      });
    },
    [deleteTasks, t, undo],
  );

  const actions = useMemo<TaskActions>(
    () => ({
      viewer,
      lookups,
      now,
      rights: (task) => taskRights(task, viewer),
      open: (task) => {
        setForm({ mode: 'edit', task });
      },
      create: (preset = {}) => {
        setForm({ mode: 'create', preset });
      },
      change: (task, next) => {
        change({ task, change: next });
      },
      move: setMoving,
      remove,
    }),
    [viewer, lookups, now, change, remove],
  );

  const dialogs = (
    <>
      <TaskFormDialog
        target={form}
        viewer={viewer}
        lookups={lookups}
        onClose={() => {
          setForm(null);
          onFormClose?.();
        }}
      />
      <MoveTaskDialog
        task={moving}
        lookups={lookups}
        onClose={() => {
          setMoving(null);
        }}
        onMove={(task, idProject) => {
          change({ task, change: { kind: 'project', idProject } });
        }}
      />
    </>
  );
  return { actions, dialogs };
}
