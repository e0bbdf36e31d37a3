import { Alert, Anchor, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { QrCode } from '@/components/qr-code';
import { useNow } from '@/hooks/use-now';
import { formatCountdown } from '@/lib/countdown';
import type { KioskPairingCode } from '@/lib/wire';

interface PairingCodeDialogProps {
  /** The code to show; null keeps the dialog closed. */
  pairing: KioskPairingCode | null;
  onClose: () => void;
  /** Asks for a fresh code once this one has expired. */
  onRenew: (idKiosk: string) => void;
  renewing: boolean;
}

/**
 * A fresh pairing code, large enough to read across a room, its link as a QR code for a tablet's
 * camera, and the time it has left. Once expired the code is hidden, so nobody types a dead one.
 */
export function PairingCodeDialog({ pairing, onClose, onRenew, renewing }: PairingCodeDialogProps) {
  const { t } = useTranslation('kiosks');
  const now = useNow(pairing !== null);
  const secondsLeft = pairing ? pairing.pairingExpiresAt - now : 0;
  const expired = secondsLeft <= 0;

  return (
    <Modal
      opened={pairing !== null}
      onClose={onClose}
      title={pairing ? t('pairing.title', { name: pairing.name }) : undefined}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
      size="md"
    >
      {pairing && (
        <Stack gap="md" align="stretch">
          <Text size="sm">{t('pairing.lead')}</Text>
          {expired ? (
            <Alert color="yellow" variant="light" role="status">
              <Group justify="space-between" gap="sm">
                <span>{t('pairing.expired')}</span>
                <Button
                  size="xs"
                  loading={renewing}
                  onClick={() => {
                    onRenew(pairing.id);
                  }}
                >
                  {t('pairing.newCode')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <>
              <Stack gap={4} align="center">
                <Text size="sm" c="dimmed">
                  {t('pairing.code')}
                </Text>
                <Text
                  ff="monospace"
                  fw={700}
                  fz={{ base: 34, xs: 44 }}
                  lts={{ base: 3, xs: 6 }}
                  lh={1.1}
                >
                  {pairing.pairingCode}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('pairing.expiresIn', { time: formatCountdown(secondsLeft) })}
                </Text>
              </Stack>
              <Center>
                <QrCode value={pairing.pairingUrl} label={t('pairing.qr')} size={184} />
              </Center>
              <Text size="xs" ta="center" style={{ overflowWrap: 'anywhere' }}>
                {t('pairing.link')}:{' '}
                <Anchor href={pairing.pairingUrl} target="_blank" rel="noreferrer" size="xs">
                  {pairing.pairingUrl}
                </Anchor>
              </Text>
            </>
          )}
          <Text size="xs" c="dimmed">
            {t('pairing.singleUse')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('pairing.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
