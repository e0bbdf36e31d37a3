import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useLocale } from '@/hooks/use-locale';
import { dateLabel, rangeLabel, type ReportRange } from '@/lib/report-range';

interface SealConfirmDialogProps {
  /** The period to seal; null keeps the dialog closed. */
  range: ReportRange | null;
  timeZone: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Sealing stops every change inside the period: it is said plainly and confirmed once. */
export function SealConfirmDialog({
  range,
  timeZone,
  pending,
  error,
  onConfirm,
  onClose,
}: SealConfirmDialogProps) {
  const { t } = useTranslation('attendanceReport');
  const locale = useLocale();
  const period = range === null ? '' : rangeLabel(range, locale);
  return (
    <Modal
      opened={range !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('seals.close') }}
      title={t('seals.confirmTitle', { period })}
    >
      {range !== null && (
        <Stack gap="md">
          <Text size="sm">
            {t('seals.confirmBody', {
              from: dateLabel(range.from, locale),
              to: dateLabel(range.to, locale),
              zone: timeZone,
            })}
          </Text>
          {error !== null && <ApiErrorAlert error={error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('seals.cancel')}
            </Button>
            <Button loading={pending} onClick={onConfirm}>
              {t('seals.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
