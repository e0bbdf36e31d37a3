// Which pages exist, who may open them and in which layout: the router builds itself from this
// table (route-tree.tsx); any other address answers not found.
import type { ComponentType } from 'react';

import { settingsPageRoutes } from '@/app/settings-page-routes';
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
  load: () => Promise<RouteModule>;
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
  {
    path: paths.signUp.path,
    access: 'guest',
    layout: 'guest',
    load: () => import('@/app/routes/signup'),
  },
  {
    path: paths.signUpEmailVerify.path,
    access: 'guest',
    layout: 'guest',
    load: () => import('@/app/routes/signup-email-verify'),
  },
  {
    path: paths.signUpEmailVerified.path,
    access: 'public',
    layout: 'guest',
    load: () => import('@/app/routes/signup-email-verified'),
  },
  {
    path: paths.signUpEmailMember.path,
    access: 'guest',
    layout: 'guest',
    load: () => import('@/app/routes/signup-email-member'),
  },
  {
    path: paths.signUpMember.path,
    access: 'guest',
    layout: 'guest',
    load: () => import('@/app/routes/signup-member'),
  },
  {
    path: paths.signUpMemberInvite.path,
    access: 'public',
    layout: 'guest',
    load: () => import('@/app/routes/signup-member-invite'),
  },
  {
    path: paths.forgotPasswordVerify.path,
    access: 'public',
    layout: 'guest',
    load: () => import('@/app/routes/forgot-password-verify'),
  },
  {
    path: paths.forgotPasswordReset.path,
    access: 'public',
    layout: 'guest',
    load: () => import('@/app/routes/forgot-password-reset'),
  },
  {
    path: paths.signingIn.path,
    access: 'public',
    layout: 'default',
    load: () => import('@/app/routes/signing-in'),
  },
  {
    path: paths.linking.path,
    access: 'member',
    layout: 'default',
    load: () => import('@/app/routes/linking'),
  },
  {
    path: paths.initializing.path,
    access: 'member',
    layout: 'default',
    load: () => import('@/app/routes/initializing'),
  },
  // The spec's catch-all child: /initializing/<anything> starts a session the same way.
  {
    path: `${paths.initializing.path}/*`,
    access: 'member',
    layout: 'default',
    load: () => import('@/app/routes/initializing'),
  },

  // Onboarding and a member's day
  {
    path: paths.setup.path,
    access: 'member',
    layout: 'default',
    load: () => import('@/app/routes/setup'),
  },
  {
    path: paths.home.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/home'),
  },
  {
    path: paths.clock.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/clock'),
  },
  {
    path: paths.break.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/break'),
  },
  {
    path: paths.timestampsListView.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/timestamps-list-view'),
  },
  {
    path: paths.timestampsTimelineView.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/timestamps-timeline-view'),
  },
  {
    path: paths.requests.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/requests'),
  },
  {
    path: paths.drafts.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/drafts'),
  },
  {
    path: paths.profile.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/profile'),
  },
  {
    path: paths.kioskSelfies.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/kiosk-selfies'),
  },
  {
    path: paths.slackLink.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/slack-link'),
  },

  // Kiosk: reached from an e-mailed link or a phone's camera, signed in or not
  {
    path: paths.setupPin.path,
    access: 'public',
    layout: 'guest',
    load: () => import('@/app/routes/setup-pin'),
  },
  {
    path: paths.qrHandler.path,
    access: 'public',
    layout: 'guest',
    load: () => import('@/app/routes/qr-handler'),
  },
  {
    path: paths.memberTimestamps.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/member-timestamps'),
  },
  {
    path: paths.memberRequests.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/member-requests'),
  },
  {
    path: paths.memberDrafts.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/member-drafts'),
  },
  {
    path: paths.memberTasks.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/member-tasks'),
  },
  {
    path: paths.memberReports.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/member-reports'),
  },
  {
    path: paths.reportsAttendance.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/reports-attendance'),
  },
  {
    path: paths.reportsSummary.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/reports-summary'),
  },
  {
    path: paths.approvals.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/approvals'),
  },
  {
    path: paths.whoIsWorking.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/who-is-working'),
  },
  {
    path: paths.projects.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/projects'),
  },
  {
    path: paths.projectTimestamps.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/project-timestamps'),
  },
  {
    path: paths.projectTotal.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/project-total'),
  },
  {
    path: paths.projectReports.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/project-reports'),
  },
  {
    path: paths.tasks.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/tasks'),
  },
  {
    path: paths.clients.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/clients'),
  },
  {
    path: paths.tags.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/tags'),
  },
  {
    path: paths.taskCategories.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/task-categories'),
  },
  {
    path: paths.search.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/search'),
  },
  {
    path: paths.help.path,
    access: 'public',
    layout: 'help',
    load: () => import('@/app/routes/help'),
  },
  {
    path: paths.helpSearch.path,
    access: 'public',
    layout: 'help',
    load: () => import('@/app/routes/help-search'),
  },
  {
    path: paths.helpCategory.path,
    access: 'public',
    layout: 'help',
    load: () => import('@/app/routes/help-category'),
  },
  {
    path: paths.helpArticle.path,
    access: 'public',
    layout: 'help',
    load: () => import('@/app/routes/help-article'),
  },
  {
    path: paths.guide.path,
    access: 'public',
    layout: 'help',
    load: () => import('@/app/routes/guide'),
  },
  {
    path: paths.whyPunchcard.path,
    access: 'public',
    layout: 'help',
    load: () => import('@/app/routes/why-punchcard'),
  },
  {
    path: paths.feedback.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/feedback'),
  },
  {
    path: paths.browse.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/browse'),
  },
  {
    path: paths.details.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/details'),
  },
  {
    path: paths.permission.path,
    access: 'member',
    layout: 'base',
    load: () => import('@/app/routes/permission'),
  },
  ...settingsPageRoutes,
];
