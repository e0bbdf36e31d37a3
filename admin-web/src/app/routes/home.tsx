import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { CurrentStatusCard } from '@/features/workspace-times/components/current-status-card';
import { HomeSummary } from '@/features/workspace-times/components/home-summary';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** Morning from four until noon, afternoon until six, evening after. */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 4 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** A member's day at a glance: status now, today's and this week's totals, recent entries. */
export default function HomeRoute() {
  const { t } = useTranslation('home');
  const prefix = useLocalePrefix();
  const me = useQuery(accountQueries.me()).data;
  usePageTitle(t('title'));

  const workspace = me?.activeWorkspace ?? null;
  // The auth guard has loaded the account; the workspace guard sends those without a workspace
  // to set one up.
  if (!me || workspace === null) return <PageLoader />;

  // Someone who has not given a name yet is greeted without one (not with their e-mail).
  const name = me.user.firstName?.trim() ?? '';
  const part = partOfDay(new Date().getHours());
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {name === '' ? t(`greeting.${part}Plain`) : t(`greeting.${part}`, { name })}
        </Title>
        <Text c="dimmed">{t('greeting.workspace', { workspace: workspace.name })}</Text>
      </div>
      <HomeSummary
        workspaceId={workspace.id}
        timestampsHref={paths.timestampsListView.getHref({}, prefix)}
        status={<CurrentStatusCard clockHref={paths.clock.getHref({}, prefix)} />}
      />
    </Stack>
  );
}
