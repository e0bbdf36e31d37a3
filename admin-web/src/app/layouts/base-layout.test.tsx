import { fireEvent, screen, waitFor } from '@testing-library/react';

import { BaseLayout } from '@/app/layouts/base-layout';
import { jsonAnswer, mockFetch } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

describe('the base layout on a phone', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(() => {
    restoreFetch();
  });

  it('opens the menu from its button and closes it on Escape, focus back on the button', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, signedInMe)).restore;
    renderRoutes(
      [{ element: <BaseLayout />, children: [{ path: '/home', element: <h1>Home</h1> }] }],
      '/home',
    );

    const open = screen.getByRole('button', { name: 'Open navigation' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    const close = screen.getByRole('button', { name: 'Close navigation' });
    expect(close).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
    });
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('leaves Escape alone while the menu is closed', () => {
    restoreFetch = mockFetch(jsonAnswer(200, signedInMe)).restore;
    renderRoutes(
      [{ element: <BaseLayout />, children: [{ path: '/home', element: <h1>Home</h1> }] }],
      '/home',
    );

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open navigation' })).not.toHaveFocus();
  });
});
