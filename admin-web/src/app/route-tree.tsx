// The route objects, built from the page table: each page three times (no prefix, /en, /ja),
// guards around layouts around lazily loaded pages, and not found for everything else.
import type { Locale } from '@punchcard/shared';
import type { ReactElement } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import { GuestGuard } from '@/app/guards/guest-guard';
import { languageGuard, languageGuardRevalidates } from '@/app/guards/language-guard';
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
import { locales, withLocale } from '@/config/paths';

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

/** A page not built yet: its address is reserved, and answers not found for now. */
function reservedRoute(path: string): RouteObject {
  return { path, element: <DefaultLayout />, children: [{ index: true, lazy: notFound }] };
}

function pageRoute(page: PageRoute, locale: Locale | undefined): RouteObject {
  const path = withLocale(page.path, locale);
  return page.load ? { path, lazy: lazyModule(page.load) } : reservedRoute(path);
}

interface LayoutGroup extends Pick<RouteObject, 'element' | 'lazy'> {
  children: RouteObject[];
}

/** The built pages of one access level, grouped under their layouts (settings inside base). */
function layoutGroups(pages: readonly PageRoute[], locale: Locale | undefined): LayoutGroup[] {
  const built = pages.filter((page) => page.load !== undefined);
  const routesIn = (layout: PageLayout) =>
    built.filter((page) => page.layout === layout).map((page) => pageRoute(page, locale));

  const settings = routesIn('settings');
  const groups: LayoutGroup[] = [];
  for (const layout of ['default', 'guest', 'base', 'help'] as const) {
    const children = routesIn(layout);
    if (layout === 'base' && settings.length > 0) {
      children.push({ ...layouts.settings, children: settings });
    }
    if (children.length > 0) groups.push({ ...layouts[layout], children });
  }
  return groups;
}

/** Pages not built yet, each answering not found behind its guard. */
function reservedRoutes(pages: readonly PageRoute[], locale: Locale | undefined): RouteObject[] {
  return pages.filter((page) => page.load === undefined).map((page) => pageRoute(page, locale));
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
    ...reservedRoutes(publicPages, locale),
    // The guest guard stands inside its layouts, so the frame shows at once while the session
    // is asked about; signed-out people never see the app's frame, so the auth guard stands
    // outside.
    ...layoutGroups(guestPages, locale).map(({ children, ...layout }) => ({
      ...layout,
      children: guarded(<GuestGuard />, children),
    })),
    ...guarded(<GuestGuard />, reservedRoutes(guestPages, locale)),
    ...guarded(<AuthGuard />, [
      ...layoutGroups(memberPages, locale),
      ...reservedRoutes(memberPages, locale),
    ]),
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
      { element: <DefaultLayout />, children: [{ path: '*', lazy: notFound }] },
    ],
  },
];
