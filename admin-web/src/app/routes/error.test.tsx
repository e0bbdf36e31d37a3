import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { ErrorRoute } from '@/app/routes/error';
import { mockFetch } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

function Broken(): never {
  throw new TypeError('x is undefined');
}

const routes: RouteObject[] = [
  {
    errorElement: <ErrorRoute />,
    // Nothing else matches: the router itself answers 404 to the error element.
    children: [{ path: '/broken', element: <Broken /> }],
  },
];

describe('ErrorRoute', () => {
  let restoreFetch: () => void = () => undefined;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    restoreFetch();
    jest.restoreAllMocks();
  });

  it('shows the generic message with a way home, and reports the error', async () => {
    const { fetchMock, restore } = mockFetch({ status: 202, body: '{"accepted":true}' });
    restoreFetch = restore;

    renderRoutes(routes, '/broken');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith(
        '/v1/client-errors',
        expect.objectContaining({ method: 'POST' }),
      );
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const body = typeof init?.body === 'string' ? init.body : '';
    expect(JSON.parse(body)).toMatchObject({
      message: 'TypeError: x is undefined',
      page: '/',
    });
  });

  it('shows not found for a 404, without reporting it', async () => {
    const { fetchMock, restore } = mockFetch({ status: 202, body: '{}' });
    restoreFetch = restore;

    renderRoutes(routes, '/gone');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still shows the page when the report cannot be sent', async () => {
    restoreFetch = mockFetch({ networkError: 'Failed to fetch' }).restore;

    renderRoutes(routes, '/broken');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  });
});
