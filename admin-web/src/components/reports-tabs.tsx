import { Button, Group } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

export type ReportsTab = 'attendance' | 'summary';

const tabPages = {
  attendance: paths.reportsAttendance,
  summary: paths.reportsSummary,
} as const;

/**
 * The reports' pages the caller may open: the team's attendance only for holders of
 * VIEW_MEMBER_TIMESTAMPS (the API refuses anyone else), the summary for everyone. With a single
 * page to offer there is nothing to switch between, so no tabs show.
 */
export function reportsTabs(canViewTeam: boolean): ReportsTab[] {
  return canViewTeam ? ['attendance', 'summary'] : ['summary'];
}

interface ReportsTabsProps {
  /** The page being shown. */
  current: ReportsTab;
}

/** Links between the report pages, the current one marked. */
export function ReportsTabs({ current }: ReportsTabsProps) {
  const { t } = useTranslation('reportPeriods');
  const prefix = useLocalePrefix();
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace ?? null;
  const tabs = reportsTabs(
    workspace !== null && canInWorkspace(workspace, Permission.ViewMemberTimestamps),
  );
  if (tabs.length < 2) return null;

  return (
    <Group component="nav" aria-label={t('tabs.label')} gap="xs">
      {tabs.map((tab) => {
        const active = tab === current;
        return (
          <Button
            key={tab}
            component={Link}
            to={tabPages[tab].getHref({}, prefix)}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-current={active ? 'page' : undefined}
          >
            {t(`tabs.${tab}`)}
          </Button>
        );
      })}
    </Group>
  );
}
