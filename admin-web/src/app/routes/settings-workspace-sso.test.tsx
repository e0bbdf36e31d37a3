import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SCHEDULE_DAYS } from '@punchcard/shared';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspaceRoute from '@/app/routes/settings-workspace';
import { meIn, workspace } from '@/features/accounts/testing/account-fixtures';
import { wireLink, wireLinks, wireProviders } from '@/features/sso/testing/sso-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [{ path: `${prefix}/settings/workspace`, Component: SettingsWorkspaceRoute }],
}));

// An owner under the default grants, which give owners the workspace's settings.
const permissions = wireWorkspace().permissions;

// The page loads its texts and many sections on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

describe('requiring company sign-in on the workspace settings page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['sso', 'workspaceSettings', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(routesOverride: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn({ permissions })),
      'GET /v1/accounts/sso/providers': ok(wireProviders('google', 'oidc')),
      'GET /v1/accounts/me/sso': ok(wireLinks(true, wireLink('oidc', 'ada@acme.example'))),
      'GET /v1/kiosks': ok([]),
      'GET /v1/kiosks/punches': ok({ items: [], next_before: null }),
      'GET /v1/kiosks/identify-failures': ok({ items: [], next_before: null }),
      [`GET /v1/workspaces/${workspace.id}/members`]: ok([]),
      'GET /v1/workspaces/deleted': ok([]),
      'GET /v1/workspaces/schedule': ok({
        time_zone: 'UTC',
        week_start: 1,
        current: { days: DEFAULT_SCHEDULE_DAYS, effective_from: '1970-01-01' },
        history: [{ days: DEFAULT_SCHEDULE_DAYS, effective_from: '1970-01-01' }],
        overrides: [],
      }),
      ...routesOverride,
    });
    return api;
  }

  it('applies the switch at once, and puts it back when the API refuses', async () => {
    // The account read back shows what the API saved; the second change is refused.
    let required = false;
    const { callsTo } = serve({
      'GET /v1/accounts/me': () => ok(meIn({ permissions, is_oidc_required: required })),
      'PATCH /v1/workspaces/sso-requirement': (call) => {
        if (required) return refused(403, 'error.forbidden');
        required = (call.body as { is_oidc_required: boolean }).is_oidc_required;
        return ok({ is_oidc_required: required });
      },
    });
    renderRoutes(routes, '/settings/workspace');
    // The first render of the file loads every section's code and texts.
    const section = await screen.findByRole(
      'region',
      { name: 'Company sign-in' },
      { timeout: 20_000 },
    );
    const toggle = within(section).getByRole('switch', { name: /Require company sign-in/ });
    expect(toggle).not.toBeChecked();
    expect(
      within(section).getByText(
        'Members then sign in only through Acme SSO: passwords and other providers are refused for them.',
      ),
    ).toBeInTheDocument();

    fireEvent.click(toggle);
    await waitFor(() => {
      expect(toggle).toBeChecked();
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo('PATCH /v1/workspaces/sso-requirement')[0]?.body).toEqual({
      is_oidc_required: true,
    });

    fireEvent.click(toggle);
    expect(await screen.findByText('Not saved: the setting was put back.')).toBeInTheDocument();
    await waitFor(() => {
      expect(toggle).toBeChecked();
    });
  });

  it('warns an owner who has not linked the company provider themselves', async () => {
    serve({ 'GET /v1/accounts/me/sso': ok(wireLinks(true)) });
    renderRoutes(routes, '/settings/workspace');

    const section = await screen.findByRole('region', { name: 'Company sign-in' });
    expect(
      await within(section).findByText(/You have not linked Acme SSO to your own account yet/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Go to sign-in methods' })).toHaveAttribute(
      'href',
      '/settings/account/signin',
    );
  });

  it('is not offered when the install has no company provider', async () => {
    serve({ 'GET /v1/accounts/sso/providers': ok(wireProviders('google')) });
    renderRoutes(routes, '/settings/workspace');

    await screen.findByRole('region', { name: 'Kiosks' });
    await waitFor(() => {
      expect(api?.callsTo('GET /v1/accounts/sso/providers')).toHaveLength(1);
    });
    expect(screen.queryByRole('region', { name: 'Company sign-in' })).not.toBeInTheDocument();
    expect(api?.callsTo('GET /v1/accounts/me/sso')).toHaveLength(0);
  });
});
