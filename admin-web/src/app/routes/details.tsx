import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { AbilitiesSection } from '@/features/access/components/abilities-section';
import { DetailsLinks } from '@/features/access/components/details-links';
import { KioskSection } from '@/features/access/components/kiosk-section';
import { MembershipSection } from '@/features/access/components/membership-section';
import { PlanSection } from '@/features/access/components/plan-section';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * Membership details (spec section 2: /details; docs/decisions.md): the person's standing in the
 * active workspace, what their role lets them do, what the plan includes, and the kiosk.
 */
export default function DetailsRoute() {
  const { t } = useTranslation('access');
  usePageTitle(t('details.title'));
  const prefix = useLocalePrefix();
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('details.title')}
        </Title>
        {workspace ? (
          <Text>{t('details.intro', { workspace: workspace.name })}</Text>
        ) : (
          <Text>
            {t('details.noWorkspace')}{' '}
            <Anchor component={Link} to={paths.browse.getHref({}, prefix)}>
              {t('details.toBrowse')}
            </Anchor>
          </Text>
        )}
      </Stack>
      {workspace && (
        <>
          <MembershipSection key={workspace.id} workspace={workspace} user={me.user} />
          <AbilitiesSection workspace={workspace} />
          <PlanSection workspace={workspace} />
          <KioskSection workspace={workspace} />
        </>
      )}
      <DetailsLinks />
    </Stack>
  );
}
