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

type FetchAnswer = { status: number; body: string } | { networkError: string };

/** The part of `Response` the API client reads; jsdom has no fetch of its own. */
function fakeResponse(status: number, body: string): Response {
  const response: Pick<Response, 'ok' | 'status' | 'text' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body) as unknown),
  };
  return response as Response;
}

export const jsonAnswer = (status: number, body: unknown): FetchAnswer => ({
  status,
  body: JSON.stringify(body),
});

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://localhost').pathname;
}

function replaceFetch(answerFor: (path: string) => FetchAnswer | undefined) {
  const original = globalThis.fetch;
  const fetchMock = jest.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answerFor(pathOf(input));
    if (answer === undefined) {
      return Promise.reject(new Error(`mockFetch: no answer scripted for ${pathOf(input)}`));
    }
    if ('networkError' in answer) return Promise.reject(new TypeError(answer.networkError));
    return Promise.resolve(fakeResponse(answer.status, answer.body));
  });
  globalThis.fetch = fetchMock;
  return {
    fetchMock,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** Replaces the global fetch for one test with answers in order (the last one repeats). */
export function mockFetch(...answers: FetchAnswer[]) {
  const queue = [...answers];
  return replaceFetch(() => (queue.length > 1 ? queue.shift() : queue[0]));
}

/** Replaces the global fetch with answers by path (`/v1/accounts/me`), for whole pages. */
export function mockFetchByPath(answers: Readonly<Record<string, FetchAnswer>>) {
  return replaceFetch((path) => answers[path]);
}

/** GET /v1/accounts/me of a signed-in member, on the wire (snake_case). */
export const signedInMe = {
  user: {
    id: '7d3f0c1e-1111-4222-8333-444455556666',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    locale: 'en',
    is_tutorial_done: true,
    has_password: true,
    created_at: 1_700_000_000,
  },
  memberships: [],
  active_workspace: null,
};

export const signedOut = jsonAnswer(401, {
  status_code: 401,
  error_key: 'error.unauthorized',
  message: 'Sign in first.',
});
