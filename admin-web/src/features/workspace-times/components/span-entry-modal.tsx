import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useAddEntry } from '@/features/workspace-times/api/add-entry';
import { useEditEntry } from '@/features/workspace-times/api/edit-entry';
import { OnBehalfNotice } from '@/features/workspace-times/components/on-behalf-notice';
import { SpanFields } from '@/features/workspace-times/components/span-fields';
import { useTimeSubject } from '@/features/workspace-times/hooks/use-time-subject';
import { timeRangeText } from '@/features/workspace-times/utils/entry-text';
import { formatDateKey } from '@/features/workspace-times/utils/period';
import {
  readSpan,
  type SpanErrors,
  spanInputOf,
} from '@/features/workspace-times/utils/span-input';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';
import dayjs from 'dayjs';
import { nowSeconds } from '@/lib/now';
import type { Break, WorkspaceTime } from '@/lib/wire';

/** Adding or editing a workspace time or a break. */
export type SpanEntryDialog =
  | { mode: 'add'; kind: 'workspace_time'; date: string }
  | { mode: 'add'; kind: 'break'; workspaceTime: WorkspaceTime }
  | { mode: 'edit'; kind: 'workspace_time'; entry: WorkspaceTime }
  | { mode: 'edit'; kind: 'break'; entry: Break };

function initialInput(dialog: SpanEntryDialog) {
  if (dialog.mode === 'edit') {
    return spanInputOf(dialog.entry.start, dialog.entry.end, formatDateKey(dayjs()));
  }
  const date =
    dialog.kind === 'break' ? formatDateKey(dayjs.unix(dialog.workspaceTime.start)) : dialog.date;
  return spanInputOf(null, null, date);
}

const titleKey = {
  add: { workspace_time: 'form.addWorkspaceTime', break: 'form.addBreak' },
  edit: { workspace_time: 'form.editWorkspaceTime', break: 'form.editBreak' },
} as const;

const doneKey = {
  add: { workspace_time: 'notice.workspaceTimeAdded', break: 'notice.breakAdded' },
  edit: { workspace_time: 'notice.workspaceTimeSaved', break: 'notice.breakSaved' },
} as const;

/**
 * A work time or break in a dialog: a past one to add, or one to correct. A running entry can
 * only move its start; a break is added inside its work time.
 */
export function SpanEntryModal({
  dialog,
  onClose,
}: {
  dialog: SpanEntryDialog;
  onClose: () => void;
}) {
  // The errors texts load with the dialog, so showing a refusal never has to wait for them.
  const { t } = useTranslation(['timestamps', 'errors']);
  const locale = useLocale();
  const addEntry = useAddEntry();
  const editEntry = useEditEntry();
  const subject = useTimeSubject();
  const [input, setInput] = useState(() => initialInput(dialog));
  const [errors, setErrors] = useState<SpanErrors>({});

  const original = dialog.mode === 'edit' ? dialog.entry : null;
  const open = original !== null && original.end === null;
  const pending = addEntry.isPending || editEntry.isPending;
  const refusal = addEntry.error ?? editEntry.error;

  const finish = () => {
    notify({ message: t(doneKey[dialog.mode][dialog.kind]), tone: 'success' });
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const reading = readSpan(input, {
      open,
      original: original ?? undefined,
      now: nowSeconds(),
    });
    setErrors(reading.ok ? {} : reading.errors);
    if (!reading.ok) return;
    const { start, end } = reading;

    if (dialog.mode === 'edit') {
      if (start === dialog.entry.start && end === dialog.entry.end) {
        onClose();
        return;
      }
      editEntry.mutate(
        { kind: dialog.kind, id: dialog.entry.id, start, ...(end === null ? {} : { end }) },
        { onSuccess: finish },
      );
      return;
    }
    if (end === null) return;
    addEntry.mutate(
      dialog.kind === 'break'
        ? { kind: 'break', idWorkspaceTime: dialog.workspaceTime.id, start, end }
        : { kind: 'workspace_time', start, end, idUser: subject?.idUser },
      { onSuccess: finish },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(titleKey[dialog.mode][dialog.kind])}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      closeButtonProps={{ 'aria-label': t('form.close'), disabled: pending }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OnBehalfNotice action="edit" />
          {dialog.mode === 'add' && dialog.kind === 'break' && (
            <Text size="sm" c="dimmed">
              {t('form.breakInside', {
                span: timeRangeText(
                  dialog.workspaceTime,
                  dialog.workspaceTime.start,
                  locale,
                  t('entry.now'),
                ),
              })}
            </Text>
          )}
          {open && (
            <Text size="sm" c="dimmed">
              {t('form.runningNote')}
            </Text>
          )}
          <SpanFields
            value={input}
            onChange={setInput}
            errors={errors}
            open={open}
            disabled={pending}
          />
          {refusal !== null && <ApiErrorAlert error={refusal} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t(dialog.mode === 'add' ? 'form.add' : 'form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
