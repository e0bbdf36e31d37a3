import { Image, Modal, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { SelfieView } from '@/features/kiosk-selfies/utils/selfie-text';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** A selfie at full size, titled with what it proves. */
export function SelfieDialog({ view, onClose }: { view: SelfieView | null; onClose: () => void }) {
  const { t } = useTranslation('selfies');
  const refusedText = (shown: SelfieView) =>
    shown.selfie.punch?.status === 'rejected' ? t('punch.rejected') : '';
  return (
    <Modal
      opened={view !== null}
      onClose={onClose}
      title={view?.alt}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {view && (
        <>
          <Image src={view.selfie.url} alt={view.alt} radius="sm" mah="70vh" fit="contain" />
          <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" mt="md" mb={0}>
            <Detail
              label={t('dialog.punch')}
              value={
                view.action === null
                  ? t('punch.none')
                  : [view.time, view.action, refusedText(view)].filter(Boolean).join(' · ')
              }
            />
            <Detail label={t('dialog.taken')} value={view.takenTime} />
            <Detail label={t('dialog.kiosk')} value={view.selfie.kioskName} />
          </SimpleGrid>
        </>
      )}
    </Modal>
  );
}
