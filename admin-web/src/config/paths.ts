// The one place that knows the app's URLs, so links are never built from strings elsewhere.
// Every page is reachable without a prefix and under each locale prefix (/en, /ja); `getHref`
// applies the prefix the caller is browsing under (none keeps the cookie or browser language).
import { LOCALES, type Locale } from '@punchcard/shared';

export { LOCALES as locales, type Locale };

/** Parameters of a page without any: `getHref({}, locale)`. */
export type NoParams = Readonly<Record<string, never>>;

export interface PagePath<Params extends object = NoParams> {
  /** The route pattern without a locale prefix, as the router matches it. */
  readonly path: string;
  readonly getHref: (params: Params, locale?: Locale) => string;
}

/** `/clock` under `ja` is `/ja/clock`; the index under `ja` is `/ja`. */
export function withLocale(path: string, locale: Locale | undefined): string {
  if (locale === undefined) return path;
  return `/${locale}${path === '/' ? '' : path}`;
}

function withSearch(href: string, search: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  const text = query.toString();
  return text === '' ? href : `${href}?${text}`;
}

const page = (path: string): PagePath => ({
  path,
  getHref: (_params, locale) => withLocale(path, locale),
});

/** A member page (`/member/{id}/...`): the member's user id. */
export interface MemberParams {
  id: string;
}

const memberPage = (child: string): PagePath<MemberParams> => ({
  path: `/member/:id/${child}`,
  getHref: ({ id }, locale) => withLocale(`/member/${encodeURIComponent(id)}/${child}`, locale),
});

/** A project's page (`/projects/{id}/...`): the project's id. */
export interface ProjectParams {
  id: string;
}

const projectPage = (child: string): PagePath<ProjectParams> => ({
  path: `/projects/:id/${child}`,
  getHref: ({ id }, locale) => withLocale(`/projects/${encodeURIComponent(id)}/${child}`, locale),
});

/** A help category (`/help/articles/{categoryName}`). */
export interface HelpCategoryParams {
  categoryName: string;
}

/** A help article (`/help/articles/{categoryName}/{articleName}`). */
export interface HelpArticleParams extends HelpCategoryParams {
  articleName: string;
}

/** The search page takes the query. */
export interface SearchParams {
  q?: string;
}

/** The sign-in page takes the page to return to once signed in. */
export interface SignInParams {
  /** A path of this app (with its locale prefix, search and hash) to open after signing in. */
  redirectTo?: string;
}

export const paths = {
  index: page('/'),

  // Signed out
  signIn: {
    path: '/signin',
    getHref: ({ redirectTo }: SignInParams, locale?: Locale) =>
      withSearch(withLocale('/signin', locale), { redirectTo }),
  } satisfies PagePath<SignInParams>,
  signUp: page('/signup'),
  signUpEmailVerify: page('/signup/email/verify'),
  signUpEmailVerified: page('/signup/email-verified'),
  signUpEmailMember: page('/signup/email/member'),
  signUpMember: page('/signup/member'),
  signUpMemberInvite: page('/signup/member/invite'),
  forgotPasswordVerify: page('/forgot-password/verify'),
  forgotPasswordReset: page('/forgot-password/reset'),
  signingIn: page('/signing-in'),
  linking: page('/linking'),
  initializing: page('/initializing'),

  // Onboarding and a member's day
  setup: page('/setup'),
  home: page('/home'),
  clock: page('/clock'),
  break: page('/break'),
  timestampsListView: page('/timestamps/list-view'),
  timestampsTimelineView: page('/timestamps/timeline-view'),
  requests: page('/requests'),
  drafts: page('/drafts'),
  profile: page('/profile'),
  kioskSelfies: page('/kiosk-selfies'),
  settingsAccount: page('/settings/account'),
  settingsAccountSecurity: page('/settings/account/security'),
  settingsAccountSignin: page('/settings/account/signin'),
  slackLink: page('/slack/link'),
  settingsWorkspace: page('/settings/workspace'),
  settingsWorkspaceMembers: page('/settings/workspace/members'),
  settingsWorkspaceProfile: page('/settings/workspace/profile'),
  settingsWorkspacePermissions: page('/settings/workspace/permissions'),
  settingsWorkspacePlans: page('/settings/workspace/plans'),
  settingsWorkspaceIntegrations: page('/settings/workspace/integrations'),

  // A manager's view of the team (and a member's own pages under /member/{id})
  memberTimestamps: memberPage('timestamps'),
  memberRequests: memberPage('requests'),
  memberDrafts: memberPage('drafts'),
  memberTasks: memberPage('tasks'),
  /** A member's summary report (their own, or anyone's with VIEW_MEMBER_TIMESTAMPS). */
  memberReports: memberPage('reports'),
  /** The review queue: pending requests of the whole team. */
  approvals: page('/approvals'),
  /** Who's working now: the live board and printable roll-call. */
  whoIsWorking: page('/who-is-working'),

  // Reports: attendance of the team, a summary of one member's time
  reportsAttendance: page('/reports/attendance'),
  reportsSummary: page('/reports/summary'),

  // Organising the work: projects, tasks and what labels them
  projects: page('/projects'),
  projectTimestamps: projectPage('timestamps'),
  projectTotal: projectPage('total'),
  projectReports: projectPage('reports'),
  tasks: page('/tasks'),
  clients: page('/clients'),
  tags: page('/tags'),
  taskCategories: page('/task-categories'),
  search: {
    path: '/search',
    getHref: ({ q }: SearchParams, locale?: Locale) =>
      withSearch(withLocale('/search', locale), { q }),
  } satisfies PagePath<SearchParams>,

  // Learning the product and talking to us
  help: page('/help'),
  helpSearch: {
    path: '/help/search',
    getHref: ({ q }: SearchParams, locale?: Locale) =>
      withSearch(withLocale('/help/search', locale), { q }),
  } satisfies PagePath<SearchParams>,
  helpCategory: {
    path: '/help/articles/:categoryName',
    getHref: ({ categoryName }: HelpCategoryParams, locale?: Locale) =>
      withLocale(`/help/articles/${encodeURIComponent(categoryName)}`, locale),
  } satisfies PagePath<HelpCategoryParams>,
  helpArticle: {
    path: '/help/articles/:categoryName/:articleName',
    getHref: ({ categoryName, articleName }: HelpArticleParams, locale?: Locale) =>
      withLocale(
        `/help/articles/${encodeURIComponent(categoryName)}/${encodeURIComponent(articleName)}`,
        locale,
      ),
  } satisfies PagePath<HelpArticleParams>,
  guide: page('/guide'),
  whyPunchcard: page('/why-punchcard'),
  feedback: page('/feedback'),

  // The remaining signed-in pages of spec section 2 (docs/decisions.md)
  browse: page('/browse'),
  details: page('/details'),
  permission: page('/permission'),

  // Kiosk: the PIN reset link's page and the page a badge's QR opens on a phone
  setupPin: page('/setup-pin'),
  qrHandler: page('/qr-handler'),
} as const;
