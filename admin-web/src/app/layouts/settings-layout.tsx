import { Button, Group, Stack, Title } from '@mantine/core';
import { Permission, Role } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { type PagePath, paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { stripLocalePrefix } from '@/lib/locale';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

type SectionLabel =
  | 'settings.account'
  | 'settings.security'
  | 'settings.signin'
  | 'settings.workspace'
  | 'settings.workspaceProfile'
  | 'settings.members'
  | 'settings.permissions'
  | 'settings.plans'
  | 'settings.integrations';

const accountSections: readonly { label: SectionLabel; page: PagePath }[] = [
  { label: 'settings.account', page: paths.settingsAccount },
  { label: 'settings.security', page: paths.settingsAccountSecurity },
  { label: 'settings.signin', page: paths.settingsAccountSignin },
];
const workspaceSections: readonly { label: SectionLabel; page: PagePath }[] = [
  { label: 'settings.workspace', page: paths.settingsWorkspace },
  { label: 'settings.workspaceProfile', page: paths.settingsWorkspaceProfile },
  { label: 'settings.integrations', page: paths.settingsWorkspaceIntegrations },
];
const membersSection = { label: 'settings.members', page: paths.settingsWorkspaceMembers } as const;
const permissionsSection = {
  label: 'settings.permissions',
  page: paths.settingsWorkspacePermissions,
} as const;
const plansSection = { label: 'settings.plans', page: paths.settingsWorkspacePlans } as const;
// Owners read the workspace's billing and the super owner changes it: the plans page is theirs.
const ownsWorkspace = (role: string) => role === Role.Owner || role === Role.SuperOwner;

/** Settings pages (spec section 2, "settings"): a heading and the sections, inside the base layout. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  const current = stripLocalePrefix(useLocation().pathname);
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace;
  // Only those who may change the workspace's settings see its page in the list; every member
  // of a workspace sees its members.
  const sections = [
    ...accountSections,
    ...(workspace && canInWorkspace(workspace, Permission.ManageWorkspaceSettings)
      ? workspaceSections
      : []),
    ...(workspace ? [membersSection] : []),
    ...(workspace && canInWorkspace(workspace, Permission.ManageWorkspaceSettings)
      ? [permissionsSection]
      : []),
    ...(workspace && ownsWorkspace(workspace.role) ? [plansSection] : []),
  ];
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <Group component="nav" aria-label={t('settings.sections')} gap="xs">
        {sections.map(({ label, page }) => {
          const active = current === page.path;
          return (
            <Button
              key={label}
              component={Link}
              to={page.getHref({}, prefix)}
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              aria-current={active ? 'page' : undefined}
            >
              {t(label)}
            </Button>
          );
        })}
      </Group>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
