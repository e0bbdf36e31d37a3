import { Alert, Button, Stack } from '@mantine/core';
import { type Plan, TRIAL_DAYS } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { LoadFailed, Loading } from '@/components/load-states';
import { SettingsSection } from '@/components/settings-section';
import { useStartTrial } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import {
  InvoicesSection,
  UpcomingInvoiceSection,
} from '@/features/billing/components/invoices-section';
import { PaymentMethodsSection } from '@/features/billing/components/payment-methods-section';
import { PlanCards, planButtonStyles } from '@/features/billing/components/plan-cards';
import { PlanChangeDialog } from '@/features/billing/components/plan-change-dialog';
import { SubscribeDialog } from '@/features/billing/components/subscribe-dialog';
import { isLive, SubscriptionPanel } from '@/features/billing/components/subscription-panel';
import { TestClockSection } from '@/features/billing/components/test-clock-section';
import type { Price, PriceList, SubscriptionState } from '@/features/billing/types';
import { billingAccess } from '@/features/billing/utils/billing-access';
import type { Workspace } from '@/lib/wire';
import { notify } from '@/lib/notify';

type Choice = { plan: Plan; price: Price } | undefined;

interface BilledPlansProps {
  workspace: Workspace;
  state: SubscriptionState;
  prices: PriceList;
  canManage: boolean;
}

function BilledPlans({ workspace, state, prices, canManage }: BilledPlansProps) {
  const { t } = useTranslation('billing');
  const [subscribing, setSubscribing] = useState<Choice>();
  const [switching, setSwitching] = useState<Choice>();
  const trial = useStartTrial();
  const live = isLive(state.subscription) ? state.subscription : undefined;
  // A subscription still waiting for its first payment is paid for, not switched.
  const running = live?.status === 'incomplete' ? undefined : live;

  const actionFor = (plan: Plan, price: Price | undefined) => {
    if (!canManage || price === undefined) return undefined;
    if (running) {
      if (running.plan === plan) return undefined;
      return (
        <Button
          variant="light"
          fullWidth
          styles={planButtonStyles}
          onClick={() => {
            setSwitching({ plan, price });
          }}
        >
          {t('plans.switch', { plan: t(`plan.${plan}`) })}
        </Button>
      );
    }
    return (
      <>
        {!state.isTrialStarted && (
          <Button
            variant="light"
            fullWidth
            styles={planButtonStyles}
            loading={trial.isPending && trial.variables === price.id}
            onClick={() => {
              trial.mutate(price.id, {
                onSuccess: () => {
                  notify({
                    tone: 'success',
                    message: t('plans.trialStarted', { plan: t(`plan.${plan}`) }),
                  });
                },
              });
            }}
          >
            {t('plans.startTrial', { days: TRIAL_DAYS })}
          </Button>
        )}
        <Button
          fullWidth
          styles={planButtonStyles}
          onClick={() => {
            setSubscribing({ plan, price });
          }}
        >
          {t('plans.subscribe')}
        </Button>
      </>
    );
  };

  return (
    <Stack gap="lg">
      {!canManage && <Alert variant="light">{t('access.read')}</Alert>}
      <SubscriptionPanel
        subscription={state.subscription}
        canManage={canManage}
        onCompletePayment={(subscription) => {
          const price = prices.prices.find((candidate) => candidate.id === subscription.idPrice);
          if (price) setSubscribing({ plan: subscription.plan, price });
        }}
      />
      <SettingsSection
        title={t('plans.title')}
        description={t('plans.description', { currency: prices.currency.toUpperCase() })}
      >
        {trial.error !== null && <ApiErrorAlert error={trial.error} />}
        <PlanCards
          current={workspace.plan}
          prices={prices.prices}
          currency={prices.currency}
          actionFor={actionFor}
        />
      </SettingsSection>
      {live && <UpcomingInvoiceSection idWorkspace={workspace.id} />}
      <PaymentMethodsSection idWorkspace={workspace.id} state={state} canManage={canManage} />
      <InvoicesSection idWorkspace={workspace.id} />
      {canManage && state.provider === 'test' && <TestClockSection />}
      <SubscribeDialog
        idWorkspace={workspace.id}
        choice={subscribing}
        state={state}
        onClose={() => {
          setSubscribing(undefined);
        }}
      />
      {running && (
        <PlanChangeDialog
          idWorkspace={workspace.id}
          subscription={running}
          target={switching}
          onClose={() => {
            setSwitching(undefined);
          }}
        />
      )}
    </Stack>
  );
}

/** The billing reads an owner's page needs, with their loading and failure states. */
function OwnerPlans({ workspace, canManage }: { workspace: Workspace; canManage: boolean }) {
  const { t } = useTranslation('billing');
  const state = useQuery({ ...billingQueries.state(workspace.id), meta: { presentErrors: false } });
  const prices = useQuery({
    ...billingQueries.prices(workspace.id),
    meta: { presentErrors: false },
  });
  if (state.isError || prices.isError) {
    return (
      <LoadFailed
        message={t('page.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => {
          void state.refetch();
          void prices.refetch();
        }}
      />
    );
  }
  if (state.data === undefined || prices.data === undefined)
    return <Loading message={t('page.loading')} />;
  return (
    <BilledPlans
      workspace={workspace}
      state={state.data}
      prices={prices.data}
      canManage={canManage}
    />
  );
}

/**
 * /settings/workspace/plans: the plans side by side and, with billing on, the subscription, cards
 * and invoices (the super owner changes them, owners read them). Without billing it says every
 * workspace already has everything, and shows what the plans would hold back.
 */
export function PlansPage({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('billing');
  const access = billingAccess(workspace);
  if (access === 'manage' || access === 'read') {
    return <OwnerPlans workspace={workspace} canManage={access === 'manage'} />;
  }
  return (
    <Stack gap="lg">
      <Alert variant="light" title={access === 'off' ? t('access.off.title') : undefined}>
        {t(access === 'off' ? 'access.off.body' : 'access.none')}
      </Alert>
      <SettingsSection title={t('plans.title')}>
        <PlanCards current={access === 'off' ? undefined : workspace.plan} prices={[]} />
      </SettingsSection>
    </Stack>
  );
}
