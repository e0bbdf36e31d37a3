import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SetupPinRoute from '@/app/routes/setup-pin';
import { i18n } from '@/lib/i18n';
import { mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/setup-pin`,
  Component: SetupPinRoute,
}));

/** Types into the first box: the PIN input spreads a typed run over its boxes. */
function typePin(label: string, pin: string) {
  fireEvent.change(screen.getByLabelText(`${label}, digit 1 of 8`), { target: { value: pin } });
}

describe('/setup-pin', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['pin', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  it('sets the new PIN with the link’s token', async () => {
    api = mockApi({ 'PATCH /v1/accounts/reset/pin': ok({ ok: true }) });
    renderRoutes(routes, '/setup-pin?token=tok-123');
    await screen.findByRole('heading', { name: 'Choose a new kiosk PIN' });

    typePin('New PIN', '48');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('Enter 4 to 8 digits.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /v1/accounts/reset/pin')).toHaveLength(0);

    typePin('New PIN', '481703');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(
      await screen.findByRole('heading', { name: 'Your PIN was changed' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /v1/accounts/reset/pin')[0]?.body).toEqual({
      token: 'tok-123',
      new_pin: '481703',
    });
  });

  it('refuses a guessable PIN before sending it, and shows a refusal the API still makes', async () => {
    api = mockApi({ 'PATCH /v1/accounts/reset/pin': refused(400, 'reset_pin_bad_request') });
    renderRoutes(routes, '/setup-pin?token=tok-123');
    await screen.findByRole('heading', { name: 'Choose a new kiosk PIN' });
    typePin('New PIN', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(
      await screen.findByText(
        'This PIN is too easy to guess: avoid repeats, runs and common PINs.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /v1/accounts/reset/pin')).toHaveLength(0);

    typePin('New PIN', '4817');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This PIN cannot be used. Choose another one.',
    );
  });

  it('says when the link is spent', async () => {
    api = mockApi({ 'PATCH /v1/accounts/reset/pin': refused(404, 'reset_pin_not_found') });
    renderRoutes(routes, '/setup-pin?token=old');
    await screen.findByRole('heading', { name: 'Choose a new kiosk PIN' });
    typePin('New PIN', '4817');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to security settings' })).toHaveAttribute(
      'href',
      '/settings/account/security',
    );
  });

  it('explains a link without its token, in Japanese under /ja', async () => {
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/setup-pin');
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'このリンクは使えません' })).toBeInTheDocument();
    });
    expect(screen.getByRole('link', { name: 'セキュリティ設定へ' })).toHaveAttribute(
      'href',
      '/ja/settings/account/security',
    );
  });
});
