import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useReopenSeal } from '@/features/payroll-seals/api/seal-queries';
import type { Seal } from '@/features/payroll-seals/types';
import { sealRange } from '@/features/payroll-seals/utils/seal-target';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';
import { rangeLabel } from '@/lib/report-range';

/** The API's bound on a reopening's reason. */
const REASON_MAX = 500;

interface ReopenSealDialogProps {
  /** The seal to reopen; null keeps the dialog closed. */
  seal: Seal | null;
  onClose: () => void;
}

/** An owner reopens a sealed period, saying why; the reason is kept with the seal. */
export function ReopenSealDialog({ seal, onClose }: ReopenSealDialogProps) {
  const { t } = useTranslation('attendanceReport');
  const locale = useLocale();
  const reopen = useReopenSeal();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const period = seal === null ? '' : rangeLabel(sealRange(seal), locale);
  const missing = reason.trim() === '';

  const close = () => {
    setReason('');
    setTried(false);
    reopen.reset();
    onClose();
  };

  return (
    <Modal
      opened={seal !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('seals.close') }}
      title={t('seals.reopenTitle', { period })}
    >
      {seal !== null && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (missing) return;
            reopen.mutate(
              { id: seal.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  notify({ tone: 'success', message: t('seals.reopened', { period }) });
                  close();
                },
              },
            );
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('seals.reopenBody')}</Text>
            <Textarea
              label={t('seals.reason')}
              withAsterisk
              autosize
              minRows={2}
              maxLength={REASON_MAX}
              value={reason}
              error={tried && missing ? t('seals.reasonRequired') : undefined}
              onChange={(event) => {
                setReason(event.currentTarget.value);
              }}
            />
            {reopen.error !== null && <ApiErrorAlert error={reopen.error} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('seals.cancel')}
              </Button>
              <Button type="submit" color="red" loading={reopen.isPending}>
                {t('seals.reopenConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
