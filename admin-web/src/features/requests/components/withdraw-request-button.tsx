import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { RequestStatus } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useRestoreRequest, useWithdrawRequest } from '@/features/requests/api/withdraw-request';
import { notify } from '@/lib/notify';
import type { TimeRequest } from '@/lib/wire';

/** The notice after withdrawing, with the way back while it shows. */
function WithdrawnNotice({ request, draft }: { request: TimeRequest; draft: boolean }) {
  const { t } = useTranslation('requests');
  const restore = useRestoreRequest();
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{t(draft ? 'notice.draftWithdrawn' : 'notice.withdrawn')}</Text>
      <Button
        size="compact-sm"
        variant="light"
        loading={restore.isPending}
        disabled={restore.isPending || restore.isSuccess}
        onClick={() => {
          restore.mutate(request, {
            onSuccess: () => {
              notify({ message: t('notice.restored'), tone: 'success' });
            },
          });
        }}
      >
        {t('action.restore')}
      </Button>
    </Group>
  );
}

export interface WithdrawRequestButtonProps {
  request: TimeRequest;
  /** The accessible name: which request this button withdraws. */
  label: string;
}

/**
 * Withdraws an open request or draft after a confirmation; the notice offers to restore it (the
 * API keeps withdrawn requests and can put them back).
 */
export function WithdrawRequestButton({ request, label }: WithdrawRequestButtonProps) {
  const { t } = useTranslation('requests');
  const withdraw = useWithdrawRequest();
  const [confirming, setConfirming] = useState(false);
  const draft = request.status === RequestStatus.Draft;
  const pending = withdraw.isPending;

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        aria-label={label}
        loading={pending}
        disabled={pending}
        onClick={() => {
          withdraw.reset();
          setConfirming(true);
        }}
      >
        {t('action.withdraw')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => {
          if (!pending) setConfirming(false);
        }}
        title={t(draft ? 'confirm.draft.title' : 'confirm.withdraw.title')}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t(draft ? 'confirm.draft.body' : 'confirm.withdraw.body')}</Text>
          {withdraw.isError && <ApiErrorAlert error={withdraw.error} />}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={pending}
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('confirm.cancel')}
            </Button>
            <Button
              color="red"
              loading={pending}
              disabled={pending}
              onClick={() => {
                withdraw.mutate(request, {
                  onSuccess: () => {
                    setConfirming(false);
                    notify({
                      message: <WithdrawnNotice request={request} draft={draft} />,
                      tone: 'success',
                    });
                  },
                });
              }}
            >
              {t('confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Puts a withdrawn request back as it was. */
export function RestoreRequestButton({ request, label }: WithdrawRequestButtonProps) {
  const { t } = useTranslation('requests');
  const restore = useRestoreRequest();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-label={label}
      loading={restore.isPending}
      disabled={restore.isPending}
      onClick={() => {
        restore.mutate(request, {
          onSuccess: () => {
            notify({ message: t('notice.restored'), tone: 'success' });
          },
        });
      }}
    >
      {t('action.restore')}
    </Button>
  );
}
