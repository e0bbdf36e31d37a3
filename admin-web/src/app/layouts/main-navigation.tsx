import { NavLink, Stack } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { type PagePath, paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { stripLocalePrefix } from '@/lib/locale';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

type NavKey =
  | 'nav.home'
  | 'nav.clock'
  | 'nav.timestamps'
  | 'nav.requests'
  | 'nav.drafts'
  | 'nav.kioskSelfies'
  | 'nav.approvals'
  | 'nav.whoIsWorking'
  | 'nav.reports'
  | 'nav.projects'
  | 'nav.tasks'
  | 'nav.clients'
  | 'nav.tags'
  | 'nav.taskCategories';

interface NavItem {
  label: NavKey;
  page: PagePath;
  /** Marks the entry active on every page under this path. */
  section?: string;
  /** Shown only to those holding one of these permissions in the active workspace. */
  anyOf?: readonly Permission[];
}

const items: readonly NavItem[] = [
  { label: 'nav.home', page: paths.home },
  { label: 'nav.clock', page: paths.clock },
  // Both views of the timestamps share one entry.
  { label: 'nav.timestamps', page: paths.timestampsListView, section: '/timestamps' },
  { label: 'nav.requests', page: paths.requests },
  { label: 'nav.drafts', page: paths.drafts },
  // Organising the work: everyone sees the lists; changing them takes the CUD permissions.
  { label: 'nav.projects', page: paths.projects, section: '/projects' },
  { label: 'nav.tasks', page: paths.tasks },
  { label: 'nav.clients', page: paths.clients },
  { label: 'nav.tags', page: paths.tags },
  { label: 'nav.taskCategories', page: paths.taskCategories },
  // Managers review everyone's, members find their own.
  { label: 'nav.kioskSelfies', page: paths.kioskSelfies },
  // A manager's half: the review queue (for reviewers of either kind of request) and the live
  // board of the team.
  {
    label: 'nav.approvals',
    page: paths.approvals,
    anyOf: [Permission.ManageTimestampModification, Permission.ManageWorkspaceTimeModification],
  },
  { label: 'nav.whoIsWorking', page: paths.whoIsWorking, anyOf: [Permission.ViewMemberTimestamps] },
  // Everyone has a summary of their own time; the attendance report is a tab for managers.
  { label: 'nav.reports', page: paths.reportsSummary, section: '/reports' },
];

interface MainNavigationProps {
  /** Called after following a link (the phone layout closes its drawer). */
  onNavigate?: () => void;
}

/** The signed-in pages of a member's day. */
export function MainNavigation({ onNavigate }: MainNavigationProps) {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  const current = stripLocalePrefix(useLocation().pathname);
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace;
  const shown = items.filter(
    ({ anyOf }) =>
      anyOf === undefined ||
      (workspace != null && anyOf.some((permission) => canInWorkspace(workspace, permission))),
  );
  return (
    <Stack component="nav" aria-label={t('nav.main')} gap={2}>
      {shown.map(({ label, page, section }) => {
        const active =
          section === undefined ? current === page.path : current.startsWith(`${section}/`);
        return (
          <NavLink
            key={label}
            component={Link}
            to={page.getHref({}, prefix)}
            label={t(label)}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
