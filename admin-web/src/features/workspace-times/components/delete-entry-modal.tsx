import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useDeleteEntry } from '@/features/workspace-times/api/delete-entry';
import { OnBehalfNotice } from '@/features/workspace-times/components/on-behalf-notice';
import type { TimeEntry } from '@/features/workspace-times/utils/entries';
import { durationText, timeRangeText } from '@/features/workspace-times/utils/entry-text';
import { useLocale } from '@/hooks/use-locale';
import { nowSeconds } from '@/lib/now';

const titleKey = {
  workspace_time: 'delete.workspaceTimeTitle',
  break: 'delete.breakTitle',
  activity: 'delete.activityTitle',
} as const;

export interface DeleteEntryModalProps {
  target: TimeEntry;
  /** The delete can be undone right after (the notice offers it). */
  undoable: boolean;
  onClose: () => void;
  /** After the API deleted it. */
  onDeleted: (target: TimeEntry) => void;
}

/** Asks before deleting an entry, says what goes with it, and shows a refusal in words. */
export function DeleteEntryModal({ target, undoable, onClose, onDeleted }: DeleteEntryModalProps) {
  // The errors texts load with the dialog, so showing a refusal never has to wait for them.
  const { t } = useTranslation(['timestamps', 'errors']);
  const locale = useLocale();
  const deleteEntry = useDeleteEntry();
  const pending = deleteEntry.isPending;
  const now = nowSeconds();
  const { entry } = target;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(titleKey[target.kind])}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      closeButtonProps={{ 'aria-label': t('form.close'), disabled: pending }}
    >
      <Stack gap="md">
        <OnBehalfNotice action="delete" />
        <Text fw={600}>
          {timeRangeText(entry, entry.start, locale, t('entry.now'))} ·{' '}
          {durationText(entry, now, locale)}
        </Text>
        {target.kind === 'workspace_time' && target.entry.breaks.length > 0 && (
          <Text size="sm">{t('delete.withBreaks', { count: target.entry.breaks.length })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t(undoable ? 'delete.undoable' : 'delete.final')}
        </Text>
        {deleteEntry.error !== null && <ApiErrorAlert error={deleteEntry.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('delete.keep')}
          </Button>
          <Button
            color="red"
            loading={pending}
            onClick={() => {
              deleteEntry.mutate(
                { kind: target.kind, id: entry.id },
                {
                  onSuccess: () => {
                    onDeleted(target);
                  },
                },
              );
            }}
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
