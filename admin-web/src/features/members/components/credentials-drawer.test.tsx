import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { CredentialsDrawer } from '@/features/members/components/credentials-drawer';
import {
  badgeV,
  card,
  enrolmentFor,
  frontDoor,
  GRACE_ID,
  grace,
  KIOSK_ID,
  NEW_CARD_ID,
} from '@/features/members/testing/member-fixtures';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { i18n } from '@/lib/i18n';
import type { Member } from '@/lib/wire';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';

const member = toCamelCaseKeys(grace) as Member;
const base = `/v1/workspaces/members/${GRACE_ID}`;

describe('the kiosk credentials drawer', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['members', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    cleanup();
    api?.restore();
  });

  function open(routes: ApiRoutes = {}) {
    api = mockApi({
      [`GET ${base}/badge`]: ok(badgeV(1)),
      [`GET ${base}/cards`]: ok([card()]),
      'GET /v1/kiosks': ok([frontDoor, { ...frontDoor, id: 'x', name: 'Old', status: 'revoked' }]),
      ...routes,
    });
    renderWithProviders(
      <CredentialsDrawer member={member} idWorkspace="w" onClose={() => undefined} />,
    );
    return api;
  }

  // The machine running the tests may be busy: give first renders a few seconds.
  const slow = { timeout: 5_000 };
  const drawer = () =>
    screen.findByRole('dialog', { name: 'Kiosk credentials of Amazing Grace' }, slow);

  it('shows the badge as a QR code with its version, and the cards by their last digits', async () => {
    open();
    const body = await drawer();
    expect(
      await within(body).findByRole('img', { name: 'QR badge of Amazing Grace' }, slow),
    ).toBeVisible();
    expect(within(body).getByText('Version 1')).toBeInTheDocument();
    expect(body).toHaveTextContent('How Amazing Grace identifies at the workspace’s kiosks');
    expect(await within(body).findByText('Card ending in 6180')).toBeInTheDocument();
  });

  it('rotates the badge only once confirmed, and shows the new version', async () => {
    const { callsTo } = open({ [`POST ${base}/badge/rotate`]: ok(badgeV(2)) });
    const body = await drawer();
    fireEvent.click(await within(body).findByRole('button', { name: 'Rotate badge' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Rotate the badge of Amazing Grace?',
    });
    expect(confirm).toHaveTextContent('stops working at once, on every kiosk');
    expect(callsTo(`POST ${base}/badge/rotate`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate badge' }));
    expect(await within(body).findByText('Version 2')).toBeInTheDocument();
    expect(callsTo(`POST ${base}/badge/rotate`)).toHaveLength(1);
  });

  it('binds a typed UID, and says in words when the card is taken', async () => {
    const { callsTo } = open({
      [`POST ${base}/cards`]: [refused(409, 'kiosk_card_taken'), ok(card(NEW_CARD_ID, '9F00'))],
    });
    const body = await drawer();
    const uid = within(body).getByRole('textbox', { name: /Card UID/ });
    fireEvent.change(uid, { target: { value: ' 04:a2:2b:1c ' } });
    fireEvent.click(within(body).getByRole('button', { name: 'Bind card' }));
    await waitFor(() => {
      expect(within(body).getByRole('alert')).toHaveTextContent(
        'This card already belongs to a member of this workspace. Unbind it first.',
      );
    });
    expect(callsTo(`POST ${base}/cards`)[0]?.body).toEqual({ uid: '04:a2:2b:1c' });
    fireEvent.change(uid, { target: { value: '04A22B1C5F6180' } });
    expect(within(body).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(within(body).getByRole('button', { name: 'Bind card' }));
    await waitFor(() => {
      expect(uid).toHaveValue('');
    });
    // The list is read again after the change.
    expect(callsTo(`GET ${base}/cards`).length).toBeGreaterThan(1);
  });

  it('unbinds a card only once confirmed', async () => {
    const { callsTo } = open({
      [`GET ${base}/cards`]: [ok([card()]), ok([])],
      [`DELETE ${base}/cards/${card().id}`]: ok(card()),
    });
    const body = await drawer();
    fireEvent.click(
      await within(body).findByRole('button', { name: 'Unbind the card ending in 6180' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Unbind the card ending in 6180?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unbind card' }));
    expect(await within(body).findByText('No card is bound to this member.')).toBeInTheDocument();
    expect(callsTo(`DELETE ${base}/cards/${card().id}`)).toHaveLength(1);
  });

  it('enrols at an active kiosk: counts down, watches the cards, and can stop waiting', async () => {
    const { callsTo } = open({
      [`POST /v1/kiosks/${KIOSK_ID}/enrolment`]: ok(enrolmentFor(GRACE_ID)),
      [`DELETE /v1/kiosks/${KIOSK_ID}/enrolment`]: { status: 204 },
    });
    const body = await drawer();
    fireEvent.click(await within(body).findByRole('combobox', { name: 'Kiosk' }));
    // Only kiosks that can take a tap are offered.
    expect(screen.queryByRole('option', { name: 'Old' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'Front door' }));
    fireEvent.click(within(body).getByRole('button', { name: 'Enrol at this kiosk' }));
    expect(
      await within(body).findByText(
        /Front door is waiting for a card\. Tap the card of Amazing Grace/,
      ),
    ).toBeInTheDocument();
    expect(within(body).getByText(/^(1:00|0:5\d)$/)).toBeInTheDocument();
    expect(callsTo(`POST /v1/kiosks/${KIOSK_ID}/enrolment`)[0]?.body).toEqual({
      id_user: GRACE_ID,
    });
    fireEvent.click(within(body).getByRole('button', { name: 'Stop waiting' }));
    expect(await within(body).findByRole('button', { name: 'Enrol at this kiosk' })).toBeVisible();
    expect(callsTo(`DELETE /v1/kiosks/${KIOSK_ID}/enrolment`)).toHaveLength(1);
  });

  it('ends the wait when the tapped card shows up in the list', async () => {
    open({
      [`GET ${base}/cards`]: [ok([card()]), ok([card(), card(NEW_CARD_ID, '9F00')])],
      [`POST /v1/kiosks/${KIOSK_ID}/enrolment`]: ok(enrolmentFor(GRACE_ID)),
    });
    const body = await drawer();
    fireEvent.click(await within(body).findByRole('combobox', { name: 'Kiosk' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Front door' }));
    fireEvent.click(within(body).getByRole('button', { name: 'Enrol at this kiosk' }));
    expect(await within(body).findByText(/is waiting for a card/)).toBeInTheDocument();
    // Polled every two seconds while the kiosk waits.
    expect(
      await within(body).findByText('Card ending in 9F00', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(within(body).queryByText(/is waiting for a card/)).not.toBeInTheDocument();
    });
    expect(await screen.findByText('Card ending in 9F00 enrolled at the kiosk.')).toBeVisible();
  }, 20_000);

  it('says in words why a kiosk refused to wait', async () => {
    open({ [`POST /v1/kiosks/${KIOSK_ID}/enrolment`]: refused(404, 'kiosk_revoked') });
    const body = await drawer();
    fireEvent.click(await within(body).findByRole('combobox', { name: 'Kiosk' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Front door' }));
    fireEvent.click(within(body).getByRole('button', { name: 'Enrol at this kiosk' }));
    await waitFor(() => {
      expect(within(body).getByRole('alert')).toHaveTextContent(
        'This kiosk was removed. Register it again to use it.',
      );
    });
  });
});
