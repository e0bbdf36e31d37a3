import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorKey } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert, ApiErrorText } from '@/components/api-error-alert';
import { useSaveTask } from '@/features/tasks/api/task-mutations';
import { TaskFormFields } from '@/features/tasks/components/task-form-fields';
import type { TaskLookups } from '@/features/tasks/hooks/use-task-lookups';
import {
  changesSomething,
  createTaskRequest,
  newTaskValues,
  type TaskFormValues,
  updateTaskRequest,
  validateTask,
  valuesOfTask,
} from '@/features/tasks/utils/task-form';
import { taskRights, type TaskViewer } from '@/features/tasks/utils/task-rights';
import { notify } from '@/lib/notify';
import type { Task } from '@/lib/wire';

/** What the dialog is open for: a new task (with what the page knows), or one to edit or view. */
export type TaskFormTarget =
  { mode: 'create'; preset: Partial<TaskFormValues> } | { mode: 'edit'; task: Task };

interface TaskFormDialogProps {
  target: TaskFormTarget | null;
  onClose: () => void;
  viewer: TaskViewer;
  lookups: TaskLookups;
}

const PHONE_QUERY = '(max-width: 47.99em)';

/** TASK_FORM: create, edit, or (without the right to edit) read a task. */
export function TaskFormDialog({ target, onClose, viewer, lookups }: TaskFormDialogProps) {
  const { t } = useTranslation('tasks');
  const phone = useMediaQuery(PHONE_QUERY);
  // The title stays as it was while the dialog fades out after closing.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const readOnly = shown?.mode === 'edit' && !taskRights(shown.task, viewer).edit;
  const title =
    shown?.mode === 'create'
      ? t('form.createTitle')
      : t(readOnly ? 'form.viewTitle' : 'form.editTitle');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {/* Mounted only while open: every opening starts from the task as it is. */}
      {target !== null && (
        <TaskForm
          key={target.mode === 'edit' ? target.task.id : 'new'}
          target={target}
          onClose={onClose}
          viewer={viewer}
          lookups={lookups}
          readOnly={readOnly}
        />
      )}
    </Modal>
  );
}

function TaskForm({
  target,
  onClose,
  viewer,
  lookups,
  readOnly,
}: Omit<TaskFormDialogProps, 'target'> & { target: TaskFormTarget; readOnly: boolean }) {
  const { t } = useTranslation('tasks');
  const save = useSaveTask();
  const [values, setValues] = useState<TaskFormValues>(() => {
    if (target.mode === 'edit') return valuesOfTask(target.task);
    // Without CUD_PROJECT_TASK a member makes personal tasks only.
    return newTaskValues({ ...target.preset, ...(viewer.canManage ? {} : { isPersonal: true }) });
  });
  const [showErrors, setShowErrors] = useState(false);
  const errors = validateTask(values);
  const task = target.mode === 'edit' ? target.task : undefined;
  // Only the owner may make a task personal (it then disappears for everyone else).
  const personalLock = !viewer.canManage
    ? 'onlyPersonal'
    : task !== undefined && task.idUser !== viewer.idUser
      ? 'notOwner'
      : 'none';

  const submit = () => {
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    if (task !== undefined) {
      const update = updateTaskRequest(task, values);
      if (!changesSomething(update)) {
        onClose();
        return;
      }
      save.mutate(
        { task, update },
        {
          onSuccess: () => {
            notify({ tone: 'success', message: t('notice.saved', { name: values.name.trim() }) });
            onClose();
          },
        },
      );
      return;
    }
    save.mutate(
      { create: createTaskRequest(values), note: values.note },
      {
        onSuccess: ({ noteError }) => {
          notify({ tone: 'success', message: t('notice.created', { name: values.name.trim() }) });
          if (noteError !== undefined) {
            notify({
              tone: 'error',
              title: t('notice.noteNotSaved'),
              message: <ApiErrorText error={noteError} />,
            });
          }
          onClose();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) submit();
      }}
    >
      <Stack gap="md">
        {readOnly && (
          <Alert color="gray" variant="light">
            {t('form.readOnly')}
          </Alert>
        )}
        <TaskFormFields
          values={values}
          onChange={(changes) => {
            setValues((current) => ({ ...current, ...changes }));
          }}
          errors={showErrors ? errors : {}}
          lookups={lookups}
          readOnly={readOnly}
          personalLock={personalLock}
        />
        {save.isError && (
          <ApiErrorAlert
            error={save.error}
            title={t(task === undefined ? 'form.createFailed' : 'form.saveFailed')}
            explain={(error) =>
              error.errorKey === ErrorKey.Conflict ? t('form.conflict') : undefined
            }
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t(readOnly ? 'form.close' : 'form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {t(task === undefined ? 'form.create' : 'form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
