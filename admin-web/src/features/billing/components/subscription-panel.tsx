import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ENDED_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { SettingsSection } from '@/components/settings-section';
import { useCancelAtPeriodEnd } from '@/features/billing/api/billing-mutations';
import type { Subscription } from '@/features/billing/types';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';

const statusColor: Record<SubscriptionStatus, string> = {
  active: 'green',
  trialing: 'yellow',
  incomplete: 'orange',
  incomplete_expired: 'gray',
  past_due: 'red',
  canceled: 'gray',
  unpaid: 'red',
  paused: 'gray',
};

/** A subscription that still runs (or waits for its first payment). */
export const isLive = (subscription: Subscription | null): subscription is Subscription =>
  subscription !== null && !ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status);

function CancelDialog({
  subscription,
  opened,
  onClose,
}: {
  subscription: Subscription;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const cancel = useCancelAtPeriodEnd(subscription.id);
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('subscription.cancelTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('subscription.cancelBody', {
            plan: t(`plan.${subscription.plan}`),
            date: formatDate(subscription.currentPeriodEnd, locale),
          })}
        </Text>
        {cancel.error !== null && <ApiErrorAlert error={cancel.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={cancel.isPending} data-autofocus>
            {t('subscription.cancelKeep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => {
              cancel.mutate(true, {
                onSuccess: () => {
                  notify({ tone: 'success', message: t('subscription.canceled') });
                  close();
                },
              });
            }}
          >
            {t('subscription.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function StatusLine({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const date = (seconds: number) => formatDate(seconds, locale);
  if (subscription.status === 'incomplete')
    return <Text size="sm">{t('subscription.incomplete')}</Text>;
  if (subscription.status === 'past_due') {
    const until = subscription.gracePeriodEnd ?? subscription.currentPeriodEnd;
    return <Text size="sm">{t('subscription.pastDue', { date: date(until) })}</Text>;
  }
  if (subscription.cancelAtPeriodEnd) {
    return (
      <Text size="sm">
        {t('subscription.cancels', { date: date(subscription.currentPeriodEnd) })}
      </Text>
    );
  }
  if (subscription.status === 'trialing') {
    const end = subscription.trialEnd ?? subscription.currentPeriodEnd;
    return <Text size="sm">{t('subscription.trialEnds', { date: date(end) })}</Text>;
  }
  return (
    <Text size="sm">{t('subscription.renews', { date: date(subscription.currentPeriodEnd) })}</Text>
  );
}

interface SubscriptionPanelProps {
  subscription: Subscription | null;
  canManage: boolean;
  /** Opens the card form for an unfinished first payment. */
  onCompletePayment: (subscription: Subscription) => void;
}

/** The workspace's subscription: plan, seats, status, and cancelling at period end or resuming. */
export function SubscriptionPanel({
  subscription,
  canManage,
  onCompletePayment,
}: SubscriptionPanelProps) {
  const { t } = useTranslation('billing');
  const [cancelling, setCancelling] = useState(false);
  const live = isLive(subscription) ? subscription : undefined;
  const resume = useCancelAtPeriodEnd(live?.id ?? '');

  return (
    <SettingsSection title={t('subscription.title')}>
      {live === undefined ? (
        <Text size="sm">{t('subscription.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Group gap="sm">
            <Text fw={600}>
              {t('subscription.summary', { plan: t(`plan.${live.plan}`), count: live.quantity })}
            </Text>
            <Badge variant="light" color={statusColor[live.status]}>
              {t(`subscription.status.${live.status}`)}
            </Badge>
          </Group>
          <StatusLine subscription={live} />
          {resume.error !== null && <ApiErrorAlert error={resume.error} />}
          {canManage && (
            <Group gap="sm">
              {live.status === 'incomplete' && (
                <Button
                  onClick={() => {
                    onCompletePayment(live);
                  }}
                >
                  {t('subscription.completePayment')}
                </Button>
              )}
              {live.cancelAtPeriodEnd ? (
                <Button
                  variant="light"
                  loading={resume.isPending}
                  onClick={() => {
                    resume.mutate(false, {
                      onSuccess: () => {
                        notify({ tone: 'success', message: t('subscription.resumed') });
                      },
                    });
                  }}
                >
                  {t('subscription.resume')}
                </Button>
              ) : (
                live.status !== 'incomplete' && (
                  <Button
                    variant="default"
                    onClick={() => {
                      setCancelling(true);
                    }}
                  >
                    {t('subscription.cancel')}
                  </Button>
                )
              )}
            </Group>
          )}
          <CancelDialog
            subscription={live}
            opened={cancelling}
            onClose={() => {
              setCancelling(false);
            }}
          />
        </Stack>
      )}
    </SettingsSection>
  );
}
