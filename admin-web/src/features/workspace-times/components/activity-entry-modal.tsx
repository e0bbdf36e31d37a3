import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  type ActivityDetailsErrors,
  ActivityDetailsFields,
  useActivityDetailsSource,
  useRequiredDetailErrors,
} from '@/components/activity-details-fields';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { OnBehalfNotice } from '@/features/workspace-times/components/on-behalf-notice';
import { useAddEntry } from '@/features/workspace-times/api/add-entry';
import { useEditEntry } from '@/features/workspace-times/api/edit-entry';
import { SpanFields } from '@/features/workspace-times/components/span-fields';
import type { Editable } from '@/features/workspace-times/utils/edit-policy';
import { formatDateKey } from '@/features/workspace-times/utils/period';
import {
  readSpan,
  type SpanErrors,
  spanInputOf,
} from '@/features/workspace-times/utils/span-input';
import {
  type ActivityDetailsValue,
  emptyActivityDetails,
  toActivityDetailsBody,
} from '@/lib/activity-details';
import { notify } from '@/lib/notify';
import { nowSeconds } from '@/lib/now';
import type { Activity } from '@/lib/wire';

/** Adding a past activity, or correcting one (only the parts the workspace lets the member change). */
export type ActivityEntryDialog =
  { mode: 'add'; date: string } | { mode: 'edit'; entry: Activity; editable: Editable };

function detailsOf(activity: Activity): ActivityDetailsValue {
  return {
    idProject: activity.idProject,
    idTask: activity.idTask,
    idCategory: activity.idCategory,
    idTags: [...activity.tags],
    description: activity.description ?? '',
  };
}

/** Details compared as the API compares them: trimmed text, tags in any order. */
function sameDetails(a: ActivityDetailsValue, b: ActivityDetailsValue): boolean {
  const body = (value: ActivityDetailsValue) => {
    const { idTags, ...rest } = toActivityDetailsBody(value);
    return JSON.stringify({ ...rest, idTags: [...idTags].sort() });
  };
  return body(a) === body(b);
}

/**
 * An activity in a dialog: its start and end, and what it was about (project, task, category,
 * tags, description). A running one keeps running: only its start and details change.
 */
export function ActivityEntryModal({
  dialog,
  onClose,
}: {
  dialog: ActivityEntryDialog;
  onClose: () => void;
}) {
  // The errors texts load with the dialog, so showing a refusal never has to wait for them.
  const { t } = useTranslation(['timestamps', 'errors']);
  const addEntry = useAddEntry();
  const editEntry = useEditEntry();
  const requiredDetailErrors = useRequiredDetailErrors();
  const detailsSource = useActivityDetailsSource();
  const original = dialog.mode === 'edit' ? dialog.entry : null;
  const editable: Editable =
    dialog.mode === 'edit' ? dialog.editable : { time: true, details: true };
  const open = original !== null && original.end === null;

  const [span, setSpan] = useState(() =>
    original === null
      ? spanInputOf(null, null, dialog.mode === 'add' ? dialog.date : formatDateKey(dayjs()))
      : spanInputOf(original.start, original.end, formatDateKey(dayjs())),
  );
  const [details, setDetails] = useState(() =>
    original === null ? emptyActivityDetails : detailsOf(original),
  );
  const [spanErrors, setSpanErrors] = useState<SpanErrors>({});
  const [detailErrors, setDetailErrors] = useState<ActivityDetailsErrors>({});

  const pending = addEntry.isPending || editEntry.isPending;
  const refusal = addEntry.error ?? editEntry.error;

  const finish = () => {
    notify({
      message: t(dialog.mode === 'add' ? 'notice.activityAdded' : 'notice.activitySaved'),
      tone: 'success',
    });
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const reading = editable.time
      ? readSpan(span, { open, original: original ?? undefined, now: nowSeconds() })
      : null;
    const missing = editable.details ? requiredDetailErrors(details) : {};
    setSpanErrors(reading !== null && !reading.ok ? reading.errors : {});
    setDetailErrors(missing);
    if ((reading !== null && !reading.ok) || Object.keys(missing).length > 0) return;
    const times = reading?.ok === true ? reading : null;

    if (original === null) {
      if (times === null || times.end === null) return;
      addEntry.mutate(
        {
          kind: 'activity',
          start: times.start,
          end: times.end,
          details: toActivityDetailsBody(details),
        },
        { onSuccess: finish },
      );
      return;
    }

    // Only what changed is sent: an unchanged locked part must not count as a change.
    const start = times !== null && times.start !== original.start ? times.start : undefined;
    const end =
      times !== null && times.end !== null && times.end !== original.end ? times.end : undefined;
    const detailsChanged = editable.details && !sameDetails(details, detailsOf(original));
    if (start === undefined && end === undefined && !detailsChanged) {
      onClose();
      return;
    }
    editEntry.mutate(
      {
        kind: 'activity',
        id: original.id,
        ...(start === undefined ? {} : { start }),
        ...(end === undefined ? {} : { end }),
        ...(detailsChanged ? { details: toActivityDetailsBody(details) } : {}),
      },
      { onSuccess: finish },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(dialog.mode === 'add' ? 'form.addActivity' : 'form.editActivity')}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      closeButtonProps={{ 'aria-label': t('form.close'), disabled: pending }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OnBehalfNotice action="edit" />
          {open && (
            <Text size="sm" c="dimmed">
              {t('form.runningActivityNote')}
            </Text>
          )}
          {!editable.time && (
            <Text size="sm" c="dimmed">
              {t('form.timeLocked')}
            </Text>
          )}
          <SpanFields
            value={span}
            onChange={setSpan}
            errors={spanErrors}
            open={open}
            disabled={pending || !editable.time}
          />
          {!editable.details && (
            <Text size="sm" c="dimmed">
              {t('form.detailsLocked')}
            </Text>
          )}
          <ActivityDetailsFields
            {...detailsSource}
            value={details}
            onChange={setDetails}
            errors={detailErrors}
            disabled={pending || !editable.details}
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
