import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { routes } from '@/app/router';
import { jsonAnswer, mockFetch, renderWithProviders } from '@/testing/test-utils';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('routes', () => {
  let restoreFetch: () => void = () => undefined;
  beforeEach(() => {
    restoreFetch = mockFetch(jsonAnswer(200, { status: 'ok', database: 'up' })).restore;
  });
  afterEach(() => {
    restoreFetch();
  });

  it.each(['/', '/en', '/ja'])('shows the start page at %s', async (path) => {
    renderAt(path);

    expect(screen.getByRole('heading', { level: 1, name: 'Punchcard' })).toBeInTheDocument();
    expect(await screen.findByText('API online')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown address', () => {
    renderAt('/no/such/page');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('heading', { name: 'Punchcard' })).not.toBeInTheDocument();
  });
});
