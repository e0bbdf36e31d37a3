import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { HomeRoute } from '@/app/routes/home';
import { NotFoundRoute } from '@/app/routes/not-found';
import { locales, paths } from '@/config/paths';

export const routes: RouteObject[] = [
  { path: paths.home.path, element: <HomeRoute /> },
  ...locales.map((locale) => ({ path: paths.home.getHref(locale), element: <HomeRoute /> })),
  { path: '*', element: <NotFoundRoute /> },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
