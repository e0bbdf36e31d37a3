import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { routes } from '@/app/route-tree';

// Not needed for the first paint, so kept out of the first load's code (spec budget).
const LoadingBar = lazy(() => import('@/app/shell/loading-bar'));

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <>
      <Suspense fallback={null}>
        <LoadingBar router={router} />
      </Suspense>
      <RouterProvider router={router} />
    </>
  );
}
