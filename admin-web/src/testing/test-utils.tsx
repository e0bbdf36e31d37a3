import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

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
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}

type FetchAnswer = { status: number; body: string } | { networkError: string };

/** The part of `Response` the API client reads; jsdom has no fetch of its own. */
function fakeResponse(status: number, body: string): Response {
  const response: Pick<Response, 'ok' | 'status' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(body),
  };
  return response as Response;
}

export const jsonAnswer = (status: number, body: unknown): FetchAnswer => ({
  status,
  body: JSON.stringify(body),
});

/** Replaces the global fetch for one test; restore it with the returned function. */
export function mockFetch(...answers: FetchAnswer[]) {
  const original = globalThis.fetch;
  const queue = [...answers];
  const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer === undefined) return Promise.reject(new Error('mockFetch: no answer scripted'));
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
