import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsAccountRoute from '@/app/routes/settings-account';
import {
  expectAlert,
  meIn,
  meWithoutWorkspace,
  preferences,
} from '@/features/accounts/testing/account-fixtures';
import { pageLoad } from '@/features/accounts/utils/page-load';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, heldAnswer, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

// The page inside its layout, under both prefixes, as the route tree places it.
const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [{ path: `${prefix}/settings/account`, Component: SettingsAccountRoute }],
}));

describe('the account settings page', () => {
  // Each namespace is its own chunk; loaded once here, so no test's first find races the import.
  beforeAll(async () => {
    await i18n.loadNamespaces(['account', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    localStorage.clear();
    document.cookie = 'punchcard_locale=; Max-Age=0; Path=/';
    jest.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  function serve(routesOverride: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn()),
      'GET /v1/accounts/me/preferences': ok(preferences),
      ...routesOverride,
    });
    return api;
  }

  it('shows the e-mail address read-only, under the one page heading', async () => {
    serve();
    renderRoutes(routes, '/settings/account');

    const email = await screen.findByLabelText('E-mail address');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Delete account' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Account settings | Punchcard');
    });
  });

  it('switches the language by moving to the same page under the other prefix', async () => {
    serve();
    const { router } = renderRoutes(routes, '/settings/account');

    const english = await screen.findByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '日本語' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ja/settings/account');
    });
    expect(document.cookie).toContain('punchcard_locale=ja');
  });

  it('changes the colour mode at once', async () => {
    serve();
    renderRoutes(routes, '/settings/account');

    const dark = await screen.findByRole('radio', { name: 'Dark' });
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    fireEvent.click(dark);

    await waitFor(() => {
      expect(dark).toBeChecked();
    });
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('turns location recording on at once and says so', async () => {
    const { answer, release } = heldAnswer(200, { is_location_on: true });
    const { callsTo } = serve({ 'PATCH /v1/accounts/me/location/workspace-time': answer });
    renderRoutes(routes, '/settings/account');

    const clocking = await screen.findByRole('switch', {
      name: 'Record my location when I clock in or out',
    });
    expect(screen.getByRole('switch', { name: /start or stop an activity/ })).toBeChecked();
    expect(clocking).not.toBeChecked();
    fireEvent.click(clocking);

    // Applied before the API answers, and not to be pressed again meanwhile.
    await waitFor(() => {
      expect(clocking).toBeChecked();
    });
    expect(clocking).toBeDisabled();
    release();
    expect(await screen.findByText('Location recording turned on.')).toBeInTheDocument();
    expect(clocking).toBeChecked();
    expect(callsTo('PATCH /v1/accounts/me/location/workspace-time')[0]?.body).toEqual({
      is_location_on: true,
    });
  });

  it('puts the switch back when the API refuses', async () => {
    const { answer, release } = heldAnswer(412, {
      status_code: 412,
      error_key: 'kiosk.messages.precondition_failed',
      message: 'Location is not in the plan.',
    });
    serve({ 'PATCH /v1/accounts/me/location/timestamp': answer });
    renderRoutes(routes, '/settings/account');

    const activities = await screen.findByRole('switch', { name: /start or stop an activity/ });
    fireEvent.click(activities);
    await waitFor(() => {
      expect(activities).not.toBeChecked();
    });
    release();

    await waitFor(() => {
      expect(activities).toBeChecked();
    });
    expect(activities).toBeEnabled();
  });

  it('explains, with the switches off, when the plan has no location recording', async () => {
    serve({ 'GET /v1/accounts/me': ok(meIn({ plan: 'FREE' })) });
    renderRoutes(routes, '/settings/account');

    expect(
      await screen.findByText(/Recording locations is not included in this workspace’s plan/),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /clock in or out/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /start or stop an activity/ })).toBeDisabled();
  });

  it('has no location section without a workspace', async () => {
    serve({ 'GET /v1/accounts/me': ok(meWithoutWorkspace) });
    renderRoutes(routes, '/settings/account');

    await screen.findByLabelText('E-mail address');
    expect(screen.queryByRole('region', { name: 'Location' })).not.toBeInTheDocument();
  });

  it('deletes the account only once the e-mail address is typed, then loads the landing page', async () => {
    const leave = jest.spyOn(pageLoad, 'to').mockImplementation(() => undefined);
    const { callsTo } = serve({ 'DELETE /v1/accounts/me': ok({ ok: true }) });
    renderRoutes(routes, '/settings/account');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Type your e-mail address to confirm'), {
      target: { value: 'ada@example' },
    });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Type your e-mail address to confirm'), {
      target: { value: ' ADA@example.com ' },
    });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);

    await waitFor(() => {
      expect(leave).toHaveBeenCalledWith('/');
    });
    expect(callsTo('DELETE /v1/accounts/me')).toHaveLength(1);
  });

  it('explains why a sole super owner cannot delete the account', async () => {
    const leave = jest.spyOn(pageLoad, 'to').mockImplementation(() => undefined);
    serve({ 'DELETE /v1/accounts/me': refused(412, 'error.precondition_failed') });
    renderRoutes(routes, '/settings/account');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Type your e-mail address to confirm'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await expectAlert(dialog, /only super owner of a workspace that still has other members/);
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/account');

    expect(await screen.findByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    expect(await screen.findByLabelText('メールアドレス')).toHaveValue('ada@example.com');
    expect(screen.getByRole('radio', { name: '日本語' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ダーク' })).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: '出勤・退勤の打刻時に位置情報を記録する' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'アカウントを削除…' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('アカウント設定 | Punchcard');
    });
  });
});
