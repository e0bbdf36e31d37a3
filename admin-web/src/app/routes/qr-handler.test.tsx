import { badgeToken, encodeBadgePayload } from '@punchcard/shared';
import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import QrHandlerRoute from '@/app/routes/qr-handler';
import { i18n } from '@/lib/i18n';
import { mockApi, ok, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { USER_ID, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/qr-handler`,
  Component: QrHandlerRoute,
}));

const acme = wireWorkspace();
const OTHER_WORKSPACE = '9e8d7c6b-0000-4000-8000-000000000001';
const OTHER_USER = '9e8d7c6b-0000-4000-8000-000000000002';

/** A badge as the API signs it; the page never checks the signature, only reads the claims. */
const badge = (idWorkspace: string, idUser: string, version = 2) =>
  badgeToken(encodeBadgePayload({ idWorkspace, idUser, version }), new Uint8Array(64).fill(7));

describe('/qr-handler', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['kiosks']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  const open = (search: string, signedIn = true) => {
    api = mockApi({ 'GET /v1/accounts/me': signedIn ? ok(wireMe(acme)) : signedOut });
    renderRoutes(routes, `/qr-handler${search}`);
  };

  const heading = () => screen.findByRole('heading', { level: 1 });

  it('explains a badge to someone signed out, without failing', async () => {
    open(`?b=${badge(acme.id, OTHER_USER)}`, false);
    expect(await heading()).toHaveTextContent('A kiosk badge');
    expect(screen.getByText(/personal badge for clocking in and out/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How to use a badge' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Badge version 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Punchcard' })).toHaveAttribute('href', '/');
  });

  it('recognises the viewer’s own badge (existing-id)', async () => {
    open(`?b=${badge(acme.id, USER_ID)}`);
    expect(await heading()).toHaveTextContent('This is your kiosk badge');
    expect(screen.getByText(/kiosk of Acme Bakery/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Punchcard' })).toHaveAttribute('href', '/home');
  });

  it('recognises a badge of the viewer’s workspace (existing-workspace-id)', async () => {
    open(`?b=${badge(acme.id, OTHER_USER)}`);
    expect(await heading()).toHaveTextContent('A badge of Acme Bakery');
    expect(screen.getByText(/Give it to a manager/)).toBeInTheDocument();
  });

  it('treats a badge of another workspace as information (qr-info)', async () => {
    open(`?b=${badge(OTHER_WORKSPACE, OTHER_USER)}`);
    expect(await heading()).toHaveTextContent('A kiosk badge');
  });

  it.each([
    ['a cut-off token', '?b=AQAAAA'],
    ['garbage', '?b=%%%.???'],
    [
      'a token with a bad signature length',
      `?b=${badge(acme.id, USER_ID).split('.')[0] ?? ''}.AAAA`,
    ],
  ])('says what it cannot read: %s', async (_label, search) => {
    open(search);
    expect(await heading()).toHaveTextContent('A QR code Punchcard cannot read');
  });

  it('explains the codes when there is nothing to read', async () => {
    open('');
    expect(await heading()).toHaveTextContent('A kiosk badge');
    expect(screen.queryByText(/Badge version/)).not.toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    await i18n.changeLanguage('ja');
    api = mockApi({ 'GET /v1/accounts/me': ok(wireMe(acme)) });
    renderRoutes(routes, `/ja/qr-handler?b=${badge(acme.id, USER_ID)}`);
    expect(await heading()).toHaveTextContent('あなたのキオスク用バッジです');
  });
});
