import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SCHEDULE_DAYS } from '@punchcard/shared';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspaceRoute from '@/app/routes/settings-workspace';
import { meIn, workspace } from '@/features/accounts/testing/account-fixtures';
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
const ownerMe = (overrides: Parameters<typeof meIn>[0] = {}) => meIn({ permissions, ...overrides });

const KIOSK_ID = '5a0c1d2e-0000-4000-8000-00000000f001';
const now = () => Math.floor(Date.now() / 1000);

const frontDoor = {
  id: KIOSK_ID,
  name: 'Front door',
  status: 'active',
  online: true,
  last_seen_at: 1_700_000_000,
  app_version: '1.2.0',
  queued: 3,
  paired_at: 1_699_000_000,
};

const pairingOf = (name: string) => ({
  id: KIOSK_ID,
  name,
  pairing_code: 'ACDE3479',
  pairing_expires_at: now() + 15 * 60,
  pairing_url: 'https://punchcard.example/kiosk/?pair=ACDE3479',
});

// The page loads its texts and many sections on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

describe('the workspace settings page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['kiosks', 'workspaceSettings', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(routesOverride: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(ownerMe()),
      'GET /v1/kiosks': ok([frontDoor]),
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

  it('lists the kiosks with what they last reported', async () => {
    serve();
    renderRoutes(routes, '/settings/workspace');
    const fleet = await screen.findByRole('region', { name: 'Kiosks' });
    const card = await within(fleet).findByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Front door' })).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(within(card).getByText('1.2.0')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Workspace' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves a kiosk switch as it is flipped, and flips it back when refused', async () => {
    const { callsTo } = serve({
      'PATCH /v1/workspaces/kiosk-settings': [
        ok({
          ...workspace,
          kiosk_settings: { ...workspace.kiosk_settings, is_nfc_enabled: false },
        }),
        refused(403, 'error.forbidden'),
      ],
    });
    renderRoutes(routes, '/settings/workspace');
    const nfc = await screen.findByRole('switch', { name: /NFC card/ });
    expect(nfc).toBeChecked();

    fireEvent.click(nfc);
    await waitFor(() => {
      expect(callsTo('PATCH /v1/workspaces/kiosk-settings')).toHaveLength(1);
    });
    expect(callsTo('PATCH /v1/workspaces/kiosk-settings')[0]?.body).toEqual({
      is_nfc_enabled: false,
    });
    expect(await screen.findByText('Kiosk settings saved.')).toBeInTheDocument();

    const pin = screen.getByRole('switch', { name: /^PIN/ });
    fireEvent.click(pin);
    expect(pin).not.toBeChecked();
    await waitFor(() => {
      expect(pin).toBeChecked();
    });
  });

  it('greys out the methods while kiosks are off', async () => {
    serve({
      'GET /v1/accounts/me': ok(
        ownerMe({ kiosk_settings: { ...workspace.kiosk_settings, is_kiosk_enabled: false } }),
      ),
    });
    renderRoutes(routes, '/settings/workspace');
    expect(await screen.findByRole('switch', { name: /Use kiosks/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /QR badge/ })).toBeDisabled();
  });

  it('saves the oldest punch a kiosk may send, from 1 to 31 days', async () => {
    const { callsTo } = serve({
      'PATCH /v1/workspaces/kiosk-settings': ok({
        ...workspace,
        kiosk_settings: { ...workspace.kiosk_settings, kiosk_max_punch_age_days: 14 },
      }),
    });
    renderRoutes(routes, '/settings/workspace');
    const days = await screen.findByRole('textbox', { name: /Oldest punch a kiosk may send/ });
    expect(days).toHaveValue('7');
    expect(days).toHaveAccessibleDescription(/older than this many days are refused/);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    fireEvent.change(days, { target: { value: '32' } });
    expect(await screen.findByText('Enter a whole number of days from 1 to 31.')).toBeVisible();
    fireEvent.click(save);
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(save);
    expect(callsTo('PATCH /v1/workspaces/kiosk-settings')).toHaveLength(0);

    fireEvent.change(days, { target: { value: '14' } });
    fireEvent.click(save);
    expect(await screen.findByText('Kiosk settings saved.')).toBeInTheDocument();
    expect(callsTo('PATCH /v1/workspaces/kiosk-settings')[0]?.body).toEqual({
      kiosk_max_punch_age_days: 14,
    });
  });

  it('counts a kiosk’s refusals this week and points the activity view at it', async () => {
    const backOffice = { ...frontDoor, id: `${KIOSK_ID.slice(0, -1)}2`, name: 'Back office' };
    const refusal = (id: string, idKiosk: string, name: string) => ({
      id,
      id_kiosk: idKiosk,
      kiosk_name: name,
      entry_id: id,
      seq: 1,
      at: now() - 60,
      action: 'clock_in',
      credential_kind: 'pin',
      id_user: null,
      id_selfie: null,
      left_at: null,
      status: 'rejected',
      in_chain: false,
      error_key: 'kiosk.punch.bad_signature',
      detail: null,
      id_workspace_time: null,
      id_break: null,
      received_at: now() - 30,
      received_count: 1,
    });
    serve({
      'GET /v1/kiosks': ok([frontDoor, backOffice]),
      // The API filters by kiosk; one page holds them all.
      'GET /v1/kiosks/punches': ({ query }: { query: URLSearchParams }) => {
        const all = [
          refusal('a', KIOSK_ID, 'Front door'),
          refusal('b', KIOSK_ID, 'Front door'),
          refusal('c', backOffice.id, 'Back office'),
        ];
        const kiosk = query.get('id_kiosk');
        const items = all.filter((row) => kiosk === null || row.id_kiosk === kiosk);
        return ok({ items, next_before: null });
      },
    });
    renderRoutes(routes, '/settings/workspace');
    const activity = await screen.findByRole('region', { name: 'Kiosk activity' });
    expect(await within(activity).findAllByText(/^Bad signature/)).toHaveLength(3);

    fireEvent.click(await screen.findByRole('button', { name: '2 refused punches this week' }));
    await waitFor(() => {
      expect(within(activity).getAllByText(/^Bad signature/)).toHaveLength(2);
    });
    expect(within(activity).getByRole('combobox', { name: 'Kiosk' })).toHaveValue('Front door');
  });

  it('registers a kiosk and shows its pairing code, QR code and time left', async () => {
    const { callsTo } = serve({ 'POST /v1/kiosks': ok(pairingOf('Back office')) });
    renderRoutes(routes, '/settings/workspace');
    const name = await screen.findByRole('textbox', { name: /Kiosk name/ });

    fireEvent.click(screen.getByRole('button', { name: 'Register kiosk' }));
    expect(await screen.findByText('Enter a name for the kiosk.')).toBeInTheDocument();
    expect(callsTo('POST /v1/kiosks')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Back office ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register kiosk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair Back office' });
    expect(callsTo('POST /v1/kiosks')[0]?.body).toEqual({ name: 'Back office' });
    expect(within(dialog).getByText('ACDE3479')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'QR code of the pairing link' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Expires in 1[45]:\d\d$/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: /kiosk\/\?pair=ACDE3479/ }),
    ).toBeInTheDocument();
  });

  it('hides an expired code and offers a new one', async () => {
    const expired = { ...pairingOf('Front door'), pairing_expires_at: now() - 1 };
    const { callsTo } = serve({
      'POST /v1/kiosks/5a0c1d2e-0000-4000-8000-00000000f001/pairing-code': [
        ok(expired),
        ok(pairingOf('Front door')),
      ],
    });
    renderRoutes(routes, '/settings/workspace');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Front door' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'New pairing code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair Front door' });
    expect(
      await within(dialog).findByText('This code has expired. Make a new one.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('ACDE3479')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'New code' }));
    expect(await within(dialog).findByText('ACDE3479')).toBeInTheDocument();
    expect(
      callsTo('POST /v1/kiosks/5a0c1d2e-0000-4000-8000-00000000f001/pairing-code'),
    ).toHaveLength(2);
  });

  it('renames, locks and revokes a kiosk', async () => {
    const kioskPath = `/v1/kiosks/${KIOSK_ID}`;
    const { callsTo } = serve({
      [`PATCH ${kioskPath}`]: ok(frontDoor),
      [`DELETE ${kioskPath}`]: ok({ ...frontDoor, status: 'revoked' }),
    });
    renderRoutes(routes, '/settings/workspace');
    const openMenu = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Actions for Front door' }));
    };

    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename…' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Front door' });
    fireEvent.change(within(rename).getByRole('textbox', { name: /Kiosk name/ }), {
      target: { value: 'Main entrance' },
    });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The kiosk was renamed.')).toBeInTheDocument();
    expect(callsTo(`PATCH ${kioskPath}`)[0]?.body).toEqual({ name: 'Main entrance' });

    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Lock' }));
    await waitFor(() => {
      expect(callsTo(`PATCH ${kioskPath}`)[1]?.body).toEqual({ locked: true });
    });

    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Revoke…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Front door?' });
    expect(callsTo(`DELETE ${kioskPath}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke kiosk' }));
    expect(await screen.findByText('Front door was revoked.')).toBeInTheDocument();
    expect(callsTo(`DELETE ${kioskPath}`)).toHaveLength(1);
  });

  it('tells people without the permission, and hides the page from the sections', async () => {
    const { callsTo } = serve({ 'GET /v1/accounts/me': ok(ownerMe({ role: 'Member' })) });
    renderRoutes(routes, '/settings/workspace');
    expect(
      await screen.findByText(/Only people allowed to manage this workspace’s settings/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(callsTo('GET /v1/kiosks')).toHaveLength(0);
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/workspace');
    expect(await screen.findByRole('region', { name: 'キオスク端末' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /キオスクを使う/ })).toBeChecked();
    expect(await screen.findByText('稼働中')).toBeInTheDocument();
  });
});
