// The dialog a member uses to ask for a change to their own recorded time: add a missed entry,
// move an entry's times (and an activity's details) or remove one. A reviewer approves it before
// the time changes. Pages that list time open it with a `ChangeTarget`.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RequestChangeForm } from '@/features/requests/components/request-change-form';
import { targetKey } from '@/features/requests/utils/change-target';
import type { ChangeTarget, RequestDialogProps } from '@/lib/change-target';

/**
 * Pages that list time render this once and pass a target to open it. Its texts load with it,
 * behind its own boundary, so the page around it never waits for them.
 */
export function RequestChangeDialog(props: RequestDialogProps) {
  return (
    <Suspense fallback={null}>
      <ChangeDialog {...props} />
    </Suspense>
  );
}

function ChangeDialog({ target, onClose }: RequestDialogProps) {
  const { t } = useTranslation('requests');
  const phone = useMediaQuery('(max-width: 36em)');
  const [busy, setBusy] = useState(false);
  // Keeps the last target while the dialog closes, so its content does not vanish mid-fade.
  const [shown, setShown] = useState<ChangeTarget | null>(target);
  if (target !== null && target !== shown) setShown(target);

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={shown === null ? '' : t(`dialog.title.${shown.requestType}.${shown.kind}`)}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t('dialog.close'), disabled: busy }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown !== null && (
        <RequestChangeForm
          key={targetKey(shown)}
          target={shown}
          onBusyChange={setBusy}
          onCancel={close}
          onFiled={onClose}
        />
      )}
    </Modal>
  );
}
