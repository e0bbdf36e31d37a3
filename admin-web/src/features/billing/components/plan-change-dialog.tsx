import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Plan } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { Loading } from '@/components/load-states';
import { useChangePlan } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { InvoiceLines } from '@/features/billing/components/invoice-lines';
import type { Price, Subscription } from '@/features/billing/types';
import { featuresLost } from '@/features/billing/utils/plan-table';
import { notify } from '@/lib/notify';

interface PlanChangeDialogProps {
  idWorkspace: string;
  subscription: Subscription;
  /** The plan to move to; undefined keeps the dialog closed. */
  target: { plan: Plan; price: Price } | undefined;
  onClose: () => void;
}

/** Another plan for the running subscription: what it will cost (prorated) and what it switches off. */
export function PlanChangeDialog({
  idWorkspace,
  subscription,
  target,
  onClose,
}: PlanChangeDialogProps) {
  const { t } = useTranslation('billing');
  const change = useChangePlan(subscription);
  const preview = useQuery({
    ...billingQueries.upcoming(idWorkspace, {
      idCustomer: subscription.idCustomer,
      idSubscription: subscription.id,
      idSubscriptionItem: subscription.idItem,
      idPrice: target?.price.id ?? '',
    }),
    enabled: target !== undefined,
    refetchInterval: false,
    meta: { presentErrors: false },
  });
  const close = () => {
    change.reset();
    onClose();
  };
  const lost = target ? featuresLost(subscription.plan, target.plan) : [];
  const planName = target ? t(`plan.${target.plan}`) : '';

  return (
    <Modal
      opened={target !== undefined}
      onClose={close}
      title={t('change.title', { plan: planName })}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('change.cost')}</Text>
        {preview.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('change.previewFailed')}
          </Alert>
        ) : preview.data === undefined ? (
          <Loading message={t('upcoming.loading')} />
        ) : preview.data.invoice === null ? (
          <Text size="sm">{t('upcoming.none')}</Text>
        ) : (
          <InvoiceLines invoice={preview.data.invoice} />
        )}
        {lost.length > 0 && (
          <Alert color="orange" variant="light">
            {t('change.loses', {
              features: lost.map((feature) => t(`feature.${feature}`)).join(', '),
            })}
          </Alert>
        )}
        {change.error !== null && <ApiErrorAlert error={change.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={change.isPending} data-autofocus>
            {t('change.keep')}
          </Button>
          <Button
            loading={change.isPending}
            onClick={() => {
              if (!target) return;
              change.mutate(target.price.id, {
                onSuccess: () => {
                  notify({ tone: 'success', message: t('change.done', { plan: planName }) });
                  close();
                },
              });
            }}
          >
            {t('change.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
