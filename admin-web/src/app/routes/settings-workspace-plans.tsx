import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PlansPage } from '@/features/billing/components/plans-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * The active workspace's plan and billing (time-tracking-spec /settings/workspace/plans,
 * projects-billing-spec sections 3, 4, 6 and 7).
 */
export default function SettingsWorkspacePlansRoute() {
  const { t } = useTranslation('billing');
  usePageTitle(t('title'));
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;
  if (!workspace) return <Alert variant="light">{t('page.noWorkspace')}</Alert>;
  return <PlansPage key={workspace.id} workspace={workspace} />;
}
