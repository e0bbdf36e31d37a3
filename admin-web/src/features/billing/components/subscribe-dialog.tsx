import { Modal, Stack, Text } from '@mantine/core';
import type { Plan } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { type CheckoutResult, useCheckout } from '@/features/billing/api/checkout';
import { CardForm } from '@/features/billing/components/card-form';
import { ThreeDSecureDialog } from '@/features/billing/components/three-d-secure-dialog';
import type { Price, SubscriptionState } from '@/features/billing/types';
import { formatMinor } from '@/features/billing/utils/minor-units';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';

interface SubscribeDialogProps {
  idWorkspace: string;
  /** The plan and price chosen; undefined keeps the dialog closed. */
  choice: { plan: Plan; price: Price } | undefined;
  state: SubscriptionState;
  onClose: () => void;
}

/** Subscribing with a card: what it costs a month, the card, then 3-D Secure if the bank asks. */
export function SubscribeDialog({ idWorkspace, choice, state, onClose }: SubscribeDialogProps) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const { subscribe, authenticate, challenge } = useCheckout(idWorkspace);
  const planName = choice ? t(`plan.${choice.plan}`) : '';

  const finish = (result: CheckoutResult) => {
    if (result !== 'done') return;
    notify({ tone: 'success', message: t('subscribe.done', { plan: planName }) });
    subscribe.reset();
    authenticate.reset();
    onClose();
  };
  const close = () => {
    subscribe.reset();
    authenticate.reset();
    onClose();
  };
  const busy = subscribe.isPending || authenticate.isPending;
  const seats = Math.max(1, state.seats);
  const error = authenticate.error ?? subscribe.error;

  return (
    <>
      <Modal
        // Hidden while the bank's challenge is up, and once it passed (the dialog then closes).
        opened={choice !== undefined && challenge === undefined && !authenticate.isSuccess}
        onClose={busy ? () => undefined : close}
        title={t('subscribe.title', { plan: planName })}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {choice && (
          <Stack gap="md">
            <Text size="sm">
              {t('subscribe.summary', {
                price: formatMinor(choice.price.unitAmount, choice.price.currency, locale),
                count: seats,
                total: formatMinor(choice.price.unitAmount * seats, choice.price.currency, locale),
              })}
            </Text>
            {error !== null && <ApiErrorAlert error={error} />}
            <CardForm
              provider={state.provider}
              publishableKey={state.publishableKey}
              submitLabel={t('subscribe.pay')}
              busy={busy}
              onCard={(card) => {
                authenticate.reset();
                subscribe.mutate(
                  { priceId: choice.price.id, card, current: state.subscription },
                  { onSuccess: finish },
                );
              }}
              onCancel={close}
              cancelLabel={t('subscribe.cancel')}
            />
          </Stack>
        )}
      </Modal>
      <ThreeDSecureDialog
        opened={challenge !== undefined}
        busy={authenticate.isPending}
        onAnswer={(outcome) => {
          subscribe.reset();
          authenticate.mutate(outcome, { onSuccess: finish });
        }}
      />
    </>
  );
}
