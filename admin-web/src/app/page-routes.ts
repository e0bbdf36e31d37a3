// Which pages exist, who may open them and in which layout: the router builds itself from this
// table (route-tree.tsx). A page gets `load` once its screen is built; until then its address
// answers not found, behind its guard (a signed-out visitor is still sent to sign in).
import type { ComponentType } from 'react';

import { paths } from '@/config/paths';

/** public: anyone; guest: signed-out people only (spec: guest guard); member: signed in. */
export type PageAccess = 'public' | 'guest' | 'member';
/** The layouts of spec section 2; settings pages sit inside the base layout. */
export type PageLayout = 'default' | 'guest' | 'base' | 'settings' | 'help';

export interface RouteModule {
  default: ComponentType;
}

export interface PageRoute {
  /** The pattern without a locale prefix (from config/paths). */
  path: string;
  access: PageAccess;
  layout: PageLayout;
  /** The page's route module under app/routes/, imported when first visited. */
  load?: () => Promise<RouteModule>;
}

export const pageRoutes: readonly PageRoute[] = [
  {
    path: paths.index.path,
    access: 'guest',
    layout: 'default',
    load: () => import('@/app/routes/index'),
  },

  // Signing in and up
  {
    path: paths.signIn.path,
    access: 'guest',
    layout: 'guest',
    load: () => import('@/app/routes/signin'),
  },
  { path: paths.signUp.path, access: 'guest', layout: 'guest' },
  { path: paths.signUpEmailVerify.path, access: 'guest', layout: 'guest' },
  { path: paths.signUpEmailVerified.path, access: 'public', layout: 'guest' },
  { path: paths.signUpEmailMember.path, access: 'guest', layout: 'guest' },
  { path: paths.signUpMember.path, access: 'guest', layout: 'guest' },
  { path: paths.signUpMemberInvite.path, access: 'public', layout: 'guest' },
  { path: paths.forgotPasswordVerify.path, access: 'public', layout: 'guest' },
  { path: paths.forgotPasswordReset.path, access: 'public', layout: 'guest' },
  { path: paths.signingIn.path, access: 'public', layout: 'default' },
  { path: paths.initializing.path, access: 'member', layout: 'default' },

  // Onboarding and a member's day
  { path: paths.setup.path, access: 'member', layout: 'default' },
  { path: paths.home.path, access: 'member', layout: 'base' },
  { path: paths.clock.path, access: 'member', layout: 'base' },
  { path: paths.break.path, access: 'member', layout: 'base' },
  { path: paths.timestampsListView.path, access: 'member', layout: 'base' },
  { path: paths.timestampsTimelineView.path, access: 'member', layout: 'base' },
  { path: paths.requests.path, access: 'member', layout: 'base' },
  { path: paths.drafts.path, access: 'member', layout: 'base' },
  { path: paths.profile.path, access: 'member', layout: 'base' },
  { path: paths.settingsAccount.path, access: 'member', layout: 'settings' },
  { path: paths.settingsAccountSecurity.path, access: 'member', layout: 'settings' },
];
