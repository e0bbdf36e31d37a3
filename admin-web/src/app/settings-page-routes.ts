// The settings pages of the route table (page-routes.ts): the account's, then the workspace's.
import type { PageRoute } from '@/app/page-routes';
import { paths } from '@/config/paths';

export const settingsPageRoutes: readonly PageRoute[] = [
  {
    path: paths.settingsAccount.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-account'),
  },
  {
    path: paths.settingsAccountSecurity.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-account-security'),
  },
  {
    path: paths.settingsAccountSignin.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-account-signin'),
  },
  {
    path: paths.settingsWorkspace.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-workspace'),
  },
  {
    path: paths.settingsWorkspaceMembers.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-workspace-members'),
  },
  {
    path: paths.settingsWorkspaceProfile.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-workspace-profile'),
  },
  {
    path: paths.settingsWorkspacePermissions.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-workspace-permissions'),
  },
  {
    path: paths.settingsWorkspacePlans.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-workspace-plans'),
  },
  {
    path: paths.settingsWorkspaceIntegrations.path,
    access: 'member',
    layout: 'settings',
    load: () => import('@/app/routes/settings-workspace-integrations'),
  },
];
