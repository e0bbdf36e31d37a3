import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { ThemeProvider } from '@/components/theme-provider';

// No retries or polling: each test sees exactly the answers it scripted.
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchInterval: false, gcTime: Infinity } },
  });
}

export function renderWithProviders(
  ui: ReactElement,
  queryClient: QueryClient = createTestQueryClient(),
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <ThemeProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <Suspense fallback={null}>{ui}</Suspense>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient };
}

/** Renders `routes` in a memory router at `path`; the router tells where navigation went. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient?: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, queryClient) };
}
