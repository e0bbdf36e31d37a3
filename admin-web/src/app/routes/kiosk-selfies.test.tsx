import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import KioskSelfiesRoute from '@/app/routes/kiosk-selfies';
import {
  colleague,
  meIn,
  meWithoutWorkspace,
  membersPath,
  ownMember,
} from '@/features/accounts/testing/account-fixtures';
import { todayIn } from '@/features/kiosk-selfies/utils/selfie-days';
import { i18n } from '@/lib/i18n';
import { type ApiCall, type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/kiosk-selfies`,
  Component: KioskSelfiesRoute,
}));

// Default grants: owners view members' timestamps, members do not. UTC keeps times exact.
const permissions = wireWorkspace().permissions;
const managerMe = meIn({ permissions, time_zone: 'UTC' });
const memberMe = meIn({ permissions, time_zone: 'UTC', role: 'Member' });

const today = todayIn('UTC');
const at = (time: string) => Date.parse(`${today}T${time}:00Z`) / 1000;

const selfie = (id: string, idUser: string | null, time: string, action: string | null) => ({
  id,
  id_user: idUser,
  taken_at: at(time),
  url: `/v1/uploads/${id}.jpg`,
  id_kiosk: '5a0c1d2e-0000-4000-8000-00000000f001',
  kiosk_name: 'Front door',
  punch: action === null ? null : { action, at: at(time), status: 'applied' },
});

const todays = [
  selfie('c1', colleague.id_user, '08:59', 'clock_in'),
  selfie('a1', ownMember.id_user, '08:30', 'clock_in'),
  selfie('x1', null, '08:00', null),
];

/** Today's selfies on the date of today, none on other days. */
const byDay = (selfies: unknown[]) => (call: ApiCall) =>
  ok(call.query.get('date') === today ? selfies : []);

describe('the kiosk selfies page', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['selfies', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(me = managerMe, overrides: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(me),
      [`GET ${membersPath}`]: ok([ownMember, colleague]),
      'GET /v1/workspaces/selfies': byDay(todays),
      ...overrides,
    });
    return api;
  }

  const selfieCalls = () => api?.callsTo('GET /v1/workspaces/selfies') ?? [];

  it('shows a manager the week’s selfies by day and member, each beside its punch', async () => {
    serve();
    renderRoutes(routes, '/kiosk-selfies');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kiosk selfies' }),
    ).toBeInTheDocument();
    const photo = await screen.findByRole('img', {
      name: 'Selfie of Charles Babbage at 8:59 AM, clock in',
    });
    expect(photo).toHaveAttribute('src', '/v1/uploads/c1.jpg');
    // Seven days, one call each, everyone's.
    await waitFor(() => {
      expect(selfieCalls()).toHaveLength(7);
    });
    expect(selfieCalls().map((call) => call.query.get('id_user'))).toEqual(Array(7).fill(null));

    // Only today has selfies, so only today shows; members by name, unmatched photos last.
    const days = screen.getAllByRole('heading', { level: 2 });
    expect(days).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ada Lovelace',
      'Charles Babbage',
      'Not matched to a member yet',
    ]);
    const charles = screen.getByRole('region', { name: 'Charles Babbage' });
    expect(within(charles).getByText('8:59 AM · Clock in')).toBeInTheDocument();
    expect(within(charles).getByText('at Front door')).toBeInTheDocument();
    const unmatched = screen.getByRole('region', { name: 'Not matched to a member yet' });
    expect(within(unmatched).getByRole('img', { name: 'Selfie taken at 8:00 AM' })).toBeVisible();
    expect(within(unmatched).getByText('No punch refers to this photo yet.')).toBeInTheDocument();
  });

  it('enlarges a photo in a dialog, and closes it', async () => {
    serve();
    renderRoutes(routes, '/kiosk-selfies');

    const name = 'Selfie of Ada Lovelace at 8:30 AM, clock in';
    fireEvent.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name });
    expect(within(dialog).getByRole('img', { name })).toHaveAttribute('src', '/v1/uploads/a1.jpg');
    expect(within(dialog).getByText('Front door')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('lets a manager pick a member and a range of days, at most a week', async () => {
    serve();
    renderRoutes(routes, '/kiosk-selfies');
    await screen.findByRole('img', { name: /Charles Babbage/ });

    fireEvent.click(screen.getByRole('combobox', { name: 'Member' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Charles Babbage' }));
    await waitFor(() => {
      expect(
        selfieCalls().filter((call) => call.query.get('id_user') === colleague.id_user),
      ).toHaveLength(7);
    });

    const before = selfieCalls().length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('Choose at most 7 days.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-02' } });
    await waitFor(() => {
      expect(
        selfieCalls()
          .map((call) => call.query.get('date'))
          .slice(before),
      ).toEqual(['2020-01-02', '2020-01-01']);
    });
    expect(await screen.findByText('No kiosk selfies on these days.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Later days' }));
    expect(screen.getByLabelText('From')).toHaveValue('2020-01-03');
    expect(screen.getByLabelText('To')).toHaveValue('2020-01-04');
  });

  it('shows a member their own selfies, without a member to choose', async () => {
    serve(memberMe, { 'GET /v1/workspaces/selfies': byDay([todays[1]]) });
    renderRoutes(routes, '/kiosk-selfies');

    expect(
      await screen.findByRole('img', { name: 'Selfie of Ada Lovelace at 8:30 AM, clock in' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The photos kiosks took of you/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Member' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later days' })).toBeDisabled();
  });

  it('says when a day could not be loaded, and tries again', async () => {
    let failing = true;
    serve(managerMe, {
      'GET /v1/workspaces/selfies': (call) =>
        failing && call.query.get('date') === today
          ? refused(500, 'error.internal_error')
          : byDay(todays)(call),
    });
    renderRoutes(routes, '/kiosk-selfies');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The selfies of .+ could not be loaded\./);
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('img', { name: /Selfie of Charles Babbage/ }),
    ).toBeInTheDocument();
  });

  it('asks someone in no workspace to join one', async () => {
    serve(meWithoutWorkspace);
    renderRoutes(routes, '/kiosk-selfies');

    expect(
      await screen.findByText('Create or join a workspace to see its kiosk selfies.'),
    ).toBeInTheDocument();
    expect(selfieCalls()).toHaveLength(0);
  });

  it('speaks Japanese under /ja, alt texts included', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/kiosk-selfies');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'キオスクの自撮り写真' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Charles Babbageさんの自撮り写真（8:59、出勤）' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'メンバー' })).toBeInTheDocument();
  });
});
