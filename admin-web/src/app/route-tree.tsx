// The route objects, built from the page table: each page three times (no prefix, /en, /ja),
// guards around layouts around lazily loaded pages, and not found for everything else.
import type { Locale } from '@punchcard/shared';
import type { ReactElement } from 'react';
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useParams } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import { GuestGuard } from '@/app/guards/guest-guard';
import { languageGuard, languageGuardRevalidates } from '@/app/guards/language-guard';
import { pagesNeedingWorkspace, WorkspaceGuard } from '@/app/guards/workspace-guard';
import { DefaultLayout } from '@/app/layouts/default-layout';
import {
  type PageAccess,
  type PageLayout,
  type PageRoute,
  pageRoutes,
  type RouteModule,
} from '@/app/page-routes';
import { ErrorRoute } from '@/app/routes/error';
import { PageLoader } from '@/components/page-loader';
import { locales, type PagePath, paths, withLocale } from '@/config/paths';

const lazyModule = (load: () => Promise<RouteModule>) => async () => ({
  Component: (await load()).default,
});

const notFound = lazyModule(() => import('@/app/routes/not-found'));

// Layouts load with their first page, so a signed-out visit never loads the app's frame (menus,
// navigation). The default layout is part of the error page, so it is always there.
const layouts: Record<PageLayout, Pick<RouteObject, 'element' | 'lazy'>> = {
  default: { element: <DefaultLayout /> },
  guest: {
    lazy: async () => ({ Component: (await import('@/app/layouts/guest-layout')).GuestLayout }),
  },
  base: {
    lazy: async () => ({ Component: (await import('@/app/layouts/base-layout')).BaseLayout }),
  },
  settings: {
    lazy: async () => ({
      Component: (await import('@/app/layouts/settings-layout')).SettingsLayout,
    }),
  },
  help: {
    lazy: async () => ({ Component: (await import('@/app/layouts/help-layout')).HelpLayout }),
  },
};

function pageRoute(page: PageRoute, locale: Locale | undefined): RouteObject {
  const path = withLocale(page.path, locale);
  return { path, lazy: lazyModule(page.load) };
}

interface LayoutGroup extends Pick<RouteObject, 'element' | 'lazy'> {
  children: RouteObject[];
}

/** Base-layout pages; those of a member's day behind the workspace guard (inside the layout). */
function baseRoutes(pages: readonly PageRoute[], locale: Locale | undefined): RouteObject[] {
  const base = pages.filter((page) => page.layout === 'base');
  const needing = base.filter((page) => pagesNeedingWorkspace.includes(page.path));
  const others = base.filter((page) => !pagesNeedingWorkspace.includes(page.path));
  return [
    ...guarded(
      <WorkspaceGuard />,
      needing.map((page) => pageRoute(page, locale)),
    ),
    ...others.map((page) => pageRoute(page, locale)),
  ];
}

/** The pages of one access level, grouped under their layouts (settings inside base). */
function layoutGroups(pages: readonly PageRoute[], locale: Locale | undefined): LayoutGroup[] {
  const routesIn = (layout: PageLayout) =>
    pages.filter((page) => page.layout === layout).map((page) => pageRoute(page, locale));

  const settings = routesIn('settings');
  const groups: LayoutGroup[] = [];
  for (const layout of ['default', 'guest', 'base', 'help'] as const) {
    const children = layout === 'base' ? baseRoutes(pages, locale) : routesIn(layout);
    if (layout === 'base' && settings.length > 0) {
      children.push({ ...layouts.settings, children: settings });
    }
    if (children.length > 0) groups.push({ ...layouts[layout], children });
  }
  return groups;
}

function guarded(guard: ReactElement, children: RouteObject[]): RouteObject[] {
  return children.length > 0 ? [{ element: guard, children }] : [];
}

function routesUnder(locale: Locale | undefined): RouteObject[] {
  const ofAccess = (access: PageAccess) => pageRoutes.filter((page) => page.access === access);
  const [publicPages, guestPages, memberPages] = [
    ofAccess('public'),
    ofAccess('guest'),
    ofAccess('member'),
  ];
  return [
    ...layoutGroups(publicPages, locale),
    // The guest guard stands inside its layouts, so the frame shows at once while the session
    // is asked about; signed-out people never see the app's frame, so the auth guard stands
    // outside.
    ...layoutGroups(guestPages, locale).map(({ children, ...layout }) => ({
      ...layout,
      children: guarded(<GuestGuard />, children),
    })),
    ...guarded(<AuthGuard />, layoutGroups(memberPages, locale)),
  ];
}

/**
 * Parent addresses that have no page of their own open their first child, so a shortened or
 * typed address never answers not found. Signed out, the child's guard then asks to sign in.
 */
const parentRedirects: readonly { parent: string; to: PagePath }[] = [
  { parent: '/settings', to: paths.settingsAccount },
  { parent: '/timestamps', to: paths.timestampsListView },
  // A member page needs a member: without one, the person's own start page.
  { parent: '/member', to: paths.home },
  { parent: '/help/articles', to: paths.help },
  // Everyone has a summary of their own time; the attendance report is a tab beside it.
  { parent: '/reports', to: paths.reportsSummary },
];

/** `/member/{id}` opens that member's first page (its own page rules then apply). */
function MemberParentRedirect({ locale }: { locale: Locale | undefined }) {
  const id = useParams().id ?? '';
  return <Navigate replace to={paths.memberTimestamps.getHref({ id }, locale)} />;
}

/** `/projects/{id}` opens the project's time entries. */
function ProjectParentRedirect({ locale }: { locale: Locale | undefined }) {
  const id = useParams().id ?? '';
  return <Navigate replace to={paths.projectTimestamps.getHref({ id }, locale)} />;
}

function parentRoutes(locale: Locale | undefined): RouteObject[] {
  return [
    ...parentRedirects.map(({ parent, to }) => ({
      path: withLocale(parent, locale),
      element: <Navigate replace to={to.getHref({}, locale)} />,
    })),
    { path: withLocale('/member/:id', locale), element: <MemberParentRedirect locale={locale} /> },
    {
      path: withLocale('/projects/:id', locale),
      element: <ProjectParentRedirect locale={locale} />,
    },
  ];
}

function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    loader: languageGuard,
    shouldRevalidate: languageGuardRevalidates,
    element: <RootRoute />,
    errorElement: <ErrorRoute />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...routesUnder(undefined),
      ...locales.flatMap((locale) => routesUnder(locale)),
      ...[undefined, ...locales].flatMap((locale) => parentRoutes(locale)),
      { element: <DefaultLayout />, children: [{ path: '*', lazy: notFound }] },
    ],
  },
];
