// Every translation namespace of the app, and the types that make `t()` check its keys.
//
// Adding a namespace (one per feature, e.g. `clock`):
// 1. Write `src/locales/clock.ts`: `const en = { 'button.clockIn': 'Clock in', ... }`, then
//    `const ja: Catalogue<typeof en> = { ... }` (a missing or extra key fails the build), and
//    `export const clock: Namespace<typeof en> = { en, ja }`. Keys are flat strings: dots are
//    part of the key, never nesting (`keySeparator: false`), so error keys like
//    `error.not_found` work as they are.
// 2. Register it below in `lazyNamespaces`: `clock: () => import('@/locales/clock').then((m) =>
//    m.clock)`. It becomes its own chunk, loaded the first time a component calls
//    `useTranslation('clock')` (which suspends until then), so no other page pays for it.
//    Only text that the first paint of every page needs belongs in `bundledNamespaces`.
// 3. Use it: `const { t } = useTranslation('clock'); t('button.clockIn')`. An unknown key or
//    namespace is a type error.
import { common } from '@/locales/common';

/** Needed by the first paint of every page: part of the main bundle. */
export const bundledNamespaces = { common } as const;

/** Loaded on first use, each namespace one chunk holding both languages. */
export const lazyNamespaces = {
  projects: () => import('@/locales/projects').then((module) => module.projects),
  tasks: () => import('@/locales/tasks').then((module) => module.tasks),
  clients: () => import('@/locales/clients').then((module) => module.clients),
  tags: () => import('@/locales/tags').then((module) => module.tags),
  categories: () => import('@/locales/categories').then((module) => module.categories),
  search: () => import('@/locales/search').then((module) => module.search),
  help: () => import('@/locales/help').then((module) => module.help),
  feedback: () => import('@/locales/feedback').then((module) => module.feedback),
  access: () => import('@/locales/access').then((module) => module.access),
  attendanceReport: () =>
    import('@/locales/attendance-report').then((module) => module.attendanceReport),
  summaryReport: () => import('@/locales/summary-report').then((module) => module.summaryReport),
  projectReports: () => import('@/locales/project-reports').then((module) => module.projectReports),
  reportPeriods: () => import('@/locales/report-periods').then((module) => module.reportPeriods),
  schedules: () => import('@/locales/schedules').then((module) => module.schedules),
  pomodoro: () => import('@/locales/pomodoro').then((module) => module.pomodoro),
  account: () => import('@/locales/account').then((module) => module.account),
  auth: () => import('@/locales/auth').then((module) => module.auth),
  badges: () => import('@/locales/badges').then((module) => module.badges),
  billing: () => import('@/locales/billing').then((module) => module.billing),
  clock: () => import('@/locales/clock').then((module) => module.clock),
  errors: () => import('@/locales/errors').then((module) => module.errors),
  health: () => import('@/locales/health').then((module) => module.health),
  home: () => import('@/locales/home').then((module) => module.home),
  kiosks: () => import('@/locales/kiosks').then((module) => module.kiosks),
  landing: () => import('@/locales/landing').then((module) => module.landing),
  members: () => import('@/locales/members').then((module) => module.members),
  memberTime: () => import('@/locales/member-time').then((module) => module.memberTime),
  permissions: () => import('@/locales/permissions').then((module) => module.permissions),
  pin: () => import('@/locales/pin').then((module) => module.pin),
  requests: () => import('@/locales/requests').then((module) => module.requests),
  reviews: () => import('@/locales/reviews').then((module) => module.reviews),
  selfies: () => import('@/locales/selfies').then((module) => module.selfies),
  setup: () => import('@/locales/setup').then((module) => module.setup),
  slack: () => import('@/locales/slack').then((module) => module.slack),
  sso: () => import('@/locales/sso').then((module) => module.sso),
  timestamps: () => import('@/locales/timestamps').then((module) => module.timestamps),
  workspaces: () => import('@/locales/workspaces').then((module) => module.workspaces),
  workspaceSettings: () =>
    import('@/locales/workspace-settings').then((module) => module.workspaceSettings),
} as const;

type BundledNamespaces = typeof bundledNamespaces;
type LazyNamespaces = typeof lazyNamespaces;
type LazyNamespaceName = keyof LazyNamespaces;
export type NamespaceName = keyof BundledNamespaces | LazyNamespaceName;

export function isLazyNamespace(name: string): name is LazyNamespaceName {
  return Object.hasOwn(lazyNamespaces, name);
}

/** The English text of every namespace: the shape `t()` is checked against. */
export type AppResources = {
  [Name in NamespaceName]: Name extends keyof BundledNamespaces
    ? BundledNamespaces[Name]['en']
    : Name extends LazyNamespaceName
      ? Awaited<ReturnType<LazyNamespaces[Name]>>['en']
      : never;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: AppResources;
  }
}
