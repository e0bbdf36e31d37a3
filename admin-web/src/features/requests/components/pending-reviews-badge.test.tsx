import { cleanup, screen, waitFor } from '@testing-library/react';

import { PendingReviewsBadge } from '@/features/requests/components/pending-reviews-badge';
import { meInWorkspace, wireList, wireRequest } from '@/features/requests/testing/request-fixtures';
import { i18n } from '@/lib/i18n';
import { mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const manager = wireMe(wireWorkspace({ role: 'Manager' }));

function renderBadge(path = '/') {
  return renderRoutes(
    [
      { path: '/', element: <PendingReviewsBadge /> },
      { path: '/ja', element: <PendingReviewsBadge /> },
    ],
    path,
  );
}

describe('PendingReviewsBadge', () => {
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['reviews']);
  });
  afterEach(async () => {
    cleanup();
    restore();
    await i18n.changeLanguage('en');
  });

  it('shows a reviewer how many requests wait, linked to the queue', async () => {
    const api = mockApi({
      '/v1/accounts/me': ok(manager),
      '/v1/workspaces/requests/pending': ok(wireList([wireRequest({ id: 'r1' })], { total: 7 })),
    });
    restore = api.restore;
    renderBadge();

    const link = await screen.findByRole('link', { name: '7 requests waiting for your review' });
    expect(link).toHaveAttribute('href', '/approvals');
    expect(link).toHaveTextContent('7');
    expect(api.callsTo('GET /v1/workspaces/requests/pending')[0]?.query.get('limit')).toBe('1');
  });

  it('keeps the locale prefix and the language', async () => {
    await i18n.changeLanguage('ja');
    const api = mockApi({
      '/v1/accounts/me': ok(manager),
      '/v1/workspaces/requests/pending': ok(wireList([], { total: 1 })),
    });
    restore = api.restore;
    renderBadge('/ja');

    const link = await screen.findByRole('link', { name: 'あなたの承認待ちの申請が1件あります' });
    expect(link).toHaveAttribute('href', '/ja/approvals');
  });

  it('renders nothing while none waits', async () => {
    const api = mockApi({
      '/v1/accounts/me': ok(manager),
      '/v1/workspaces/requests/pending': ok(wireList([], { total: 0 })),
    });
    restore = api.restore;
    renderBadge();

    await waitFor(() => {
      expect(api.callsTo('GET /v1/workspaces/requests/pending')).toHaveLength(1);
    });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('never asks without the permission to review', async () => {
    const api = mockApi({
      '/v1/accounts/me': ok(meInWorkspace),
      '/v1/workspaces/requests/pending': ok(wireList([], { total: 3 })),
    });
    restore = api.restore;
    renderBadge();

    await waitFor(() => {
      expect(api.callsTo('GET /v1/accounts/me')).toHaveLength(1);
    });
    // Give a read that should not happen the chance to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /v1/workspaces/requests/pending')).toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
