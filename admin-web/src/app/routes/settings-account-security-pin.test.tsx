import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SettingsAccountSecurityRoute from '@/app/routes/settings-account-security';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/settings/account/security`,
  Component: SettingsAccountSecurityRoute,
}));

const PIN_PATH = '/v1/accounts/me/pin';

describe('the kiosk PIN on the security page', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['account', 'pin', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(hasPin: boolean | readonly boolean[], routesOverride: ApiRoutes = {}) {
    const states = (Array.isArray(hasPin) ? hasPin : [hasPin]) as readonly boolean[];
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn()),
      [`GET ${PIN_PATH}/is-available`]: states.map((state) =>
        ok({ is_available: true, has_pin: state }),
      ),
      ...routesOverride,
    });
    return api;
  }

  const section = () => screen.findByRole('region', { name: 'Kiosk PIN' });
  const typePin = (label: string, pin: string) => {
    fireEvent.change(screen.getByLabelText(`${label}, digit 1 of 8`), { target: { value: pin } });
  };

  it('sets a first PIN, explaining the rule, then offers to change it', async () => {
    const { callsTo } = serve([false, true], { [`PUT ${PIN_PATH}`]: ok({ ok: true }) });
    renderRoutes(routes, '/settings/account/security');
    const pin = await section();
    expect(await within(pin).findByText('You have no PIN yet.')).toBeInTheDocument();
    expect(within(pin).getByText(/Easy-to-guess PINs are refused/)).toBeInTheDocument();
    // Masked: the digits never show on screen.
    expect(within(pin).getByLabelText('PIN, digit 1 of 8')).toHaveAttribute('type', 'password');

    typePin('PIN', '123');
    fireEvent.click(within(pin).getByRole('button', { name: 'Set PIN' }));
    expect(await within(pin).findByText('Enter 4 to 8 digits.')).toBeInTheDocument();
    expect(callsTo(`PUT ${PIN_PATH}`)).toHaveLength(0);
    // The API's own rule, checked before sending.
    typePin('PIN', '0000');
    fireEvent.click(within(pin).getByRole('button', { name: 'Set PIN' }));
    expect(await within(pin).findByText(/too easy to guess/)).toBeInTheDocument();
    expect(callsTo(`PUT ${PIN_PATH}`)).toHaveLength(0);

    typePin('PIN', '4817');
    fireEvent.click(within(pin).getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Your PIN was set.')).toBeInTheDocument();
    expect(callsTo(`PUT ${PIN_PATH}`)[0]?.body).toEqual({ pin: '4817' });
    expect(await within(pin).findByText('You have a PIN.')).toBeInTheDocument();
    expect(within(pin).getByRole('button', { name: 'Change PIN' })).toBeInTheDocument();
  });

  it('changes the PIN with the current one, and shows a wrong one', async () => {
    const { callsTo } = serve(true, {
      [`PATCH ${PIN_PATH}`]: [refused(400, 'account.messages.invalid_pin'), ok({ ok: true })],
    });
    renderRoutes(routes, '/settings/account/security');
    const pin = await section();
    await within(pin).findByRole('button', { name: 'Change PIN' });

    fireEvent.click(within(pin).getByRole('button', { name: 'Change PIN' }));
    expect(await within(pin).findByText('Enter your current PIN.')).toBeInTheDocument();

    typePin('Current PIN', '4817');
    typePin('New PIN', '4817');
    fireEvent.click(within(pin).getByRole('button', { name: 'Change PIN' }));
    expect(
      await within(pin).findByText('Choose a PIN that differs from your current one.'),
    ).toBeInTheDocument();

    typePin('New PIN', '52094');
    fireEvent.click(within(pin).getByRole('button', { name: 'Change PIN' }));
    expect(await within(pin).findByRole('alert')).toHaveTextContent('The PIN is wrong.');

    fireEvent.click(within(pin).getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('Your PIN was changed.')).toBeInTheDocument();
    expect(callsTo(`PATCH ${PIN_PATH}`)[1]?.body).toEqual({ old_pin: '4817', new_pin: '52094' });
  });

  it('mails a reset link for a forgotten PIN', async () => {
    const { callsTo } = serve(true, { [`POST ${PIN_PATH}/reset-mail`]: ok({ ok: true }) });
    renderRoutes(routes, '/settings/account/security');
    const pin = await section();
    fireEvent.click(await within(pin).findByRole('button', { name: 'Forgot your PIN?' }));
    expect(await within(pin).findByRole('status')).toHaveTextContent(
      'We sent a link to ada@example.com.',
    );
    expect(callsTo(`POST ${PIN_PATH}/reset-mail`)).toHaveLength(1);
  });

  it('says when no workspace asks for PINs yet, in Japanese under /ja', async () => {
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn()),
      [`GET ${PIN_PATH}/is-available`]: ok({ is_available: false, has_pin: false }),
    });
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/account/security');
    const pin = await screen.findByRole('region', { name: 'キオスク用PIN' });
    await waitFor(() => {
      expect(
        within(pin).getByText(/PINを使うキオスクのあるワークスペースはまだありません/),
      ).toBeInTheDocument();
    });
    expect(within(pin).getByRole('button', { name: 'PINを設定' })).toBeInTheDocument();
  });
});
