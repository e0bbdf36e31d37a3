import { cleanup, fireEvent, screen } from '@testing-library/react';

import { UserMenu } from '@/app/layouts/user-menu';
import { i18n } from '@/lib/i18n';
import { mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

describe('the account menu', () => {
  jest.setTimeout(30_000);
  let restore: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restore();
    await i18n.changeLanguage('en');
  });

  async function open(path: string) {
    restore = mockApi({ 'GET /v1/accounts/me': ok(signedInMe) }).restore;
    const routes = ['/tags', '/ja/tags', '/feedback'].map((route) => ({
      path: route,
      element: <UserMenu />,
    }));
    renderRoutes(routes, path);
    const button = await screen.findByRole('button', { name: /Account menu|アカウントメニュー/ });
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
  }

  it('leads to the workspaces, the membership, help and feedback from the page it is on', async () => {
    await open('/tags?view=deleted');

    expect(await screen.findByRole('menuitem', { name: 'Your workspaces' })).toHaveAttribute(
      'href',
      '/browse',
    );
    expect(screen.getByRole('menuitem', { name: 'Membership details' })).toHaveAttribute(
      'href',
      '/details',
    );
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('menuitem', { name: 'Send feedback' })).toHaveAttribute(
      'href',
      `/feedback?from=${encodeURIComponent('/tags?view=deleted')}`,
    );
  });

  it('keeps the page’s language prefix, and no page to come back to from the feedback page', async () => {
    await i18n.changeLanguage('ja');
    await open('/ja/tags');
    expect(await screen.findByRole('menuitem', { name: '所属ワークスペース' })).toHaveAttribute(
      'href',
      '/ja/browse',
    );
    cleanup();
    restore();

    await i18n.changeLanguage('en');
    await open('/feedback');
    expect(await screen.findByRole('menuitem', { name: 'Send feedback' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });
});
