import { Alert, Anchor, Group, Text } from '@mantine/core';
import type { Plan } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { readsBilling } from '@/features/billing/utils/billing-access';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

function PastDueMessage({ workspace, plan }: { workspace: Workspace; plan: Plan }) {
  const { t } = useTranslation('billing');
  const prefix = useLocalePrefix();
  return (
    <Alert color="red" variant="light" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('banner.pastDue', { workspace: workspace.name, plan: t(`plan.${plan}`) })}
        </Text>
        <Anchor
          component={Link}
          to={paths.settingsWorkspacePlans.getHref({}, prefix)}
          size="sm"
          fw={600}
        >
          {t('banner.action')}
        </Anchor>
      </Group>
    </Alert>
  );
}

function PastDueNotice({ workspace }: { workspace: Workspace }) {
  // A warning, not a page's content: a failed read shows nothing rather than an error of its own.
  const state = useQuery({
    ...billingQueries.state(workspace.id),
    refetchInterval: 60_000,
    meta: { presentErrors: false },
  });
  const subscription = state.data?.subscription;
  if (subscription?.status !== 'past_due') return null;
  // Its words load only when there is something to say, so no page pays for them otherwise.
  return (
    <Suspense fallback={null}>
      <PastDueMessage workspace={workspace} plan={subscription.plan} />
    </Suspense>
  );
}

/**
 * Tells the workspace's owners, on every page, that its last payment failed and the plan ends
 * with the grace period unless the card is updated. Nobody else is asked about billing at all.
 */
export function PastDueBanner() {
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace;
  if (!workspace || !readsBilling(workspace)) return null;
  return <PastDueNotice workspace={workspace} />;
}
