import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useAddPaymentMethod } from '@/features/billing/api/billing-mutations';
import { CardForm } from '@/features/billing/components/card-form';
import type { SubscriptionState } from '@/features/billing/types';
import { notify } from '@/lib/notify';

interface AddCardDialogProps {
  opened: boolean;
  state: Pick<SubscriptionState, 'provider' | 'publishableKey'>;
  onClose: () => void;
  onAdded: () => void;
}

/** A card put on file; a declined one is refused with the spec's message, the form kept. */
export function AddCardDialog({ opened, state, onClose, onAdded }: AddCardDialogProps) {
  const { t } = useTranslation('billing');
  const add = useAddPaymentMethod();
  const close = () => {
    add.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={add.isPending ? () => undefined : close}
      title={t('methods.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {add.error !== null && <ApiErrorAlert error={add.error} />}
        <CardForm
          provider={state.provider}
          publishableKey={state.publishableKey}
          submitLabel={t('methods.save')}
          busy={add.isPending}
          onCard={(card) => {
            add.mutate(card.paymentMethodId, {
              onSuccess: () => {
                notify({ tone: 'success', message: t('methods.added') });
                onAdded();
                close();
              },
            });
          }}
          onCancel={close}
          cancelLabel={t('subscribe.cancel')}
        />
      </Stack>
    </Modal>
  );
}
