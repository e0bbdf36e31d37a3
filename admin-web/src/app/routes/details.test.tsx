import { cleanup, screen, within } from '@testing-library/react';
import type { Profile } from '@punchcard/shared';
import type { RouteObject } from 'react-router';

import DetailsRoute from '@/app/routes/details';
import { ACME_ID, acmeAsMember, acmeMembers } from '@/features/access/testing/access-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = [
  { path: '/details', Component: DetailsRoute },
  { path: '/ja/details', Component: DetailsRoute },
];

const profile: Profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: null,
  contact_number: null,
  has_account: true,
  allow_google_sso: false,
  allow_apple_sso: false,
  finished_tutorial: true,
  has_pin: false,
};

type Api = ReturnType<typeof mockApi>;

const section = (name: string) => screen.getByRole('region', { name });

/** The badge of a permission or a feature: its row's last word. */
const rowOf = (region: HTMLElement, text: string) =>
  within(region).getByText(text).closest('li') as HTMLElement;

describe('the membership details page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['access', 'permissions']);
  });

  let api: Api | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(me: unknown, more: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(me),
      'GET /v1/accounts/me/profile': ok(profile),
      [`GET /v1/workspaces/${ACME_ID}/members`]: ok(acmeMembers),
      ...more,
    });
    return api;
  }

  it('shows a member’s role, what it allows, the plan’s limits and the kiosk', async () => {
    serve(wireMe(acmeAsMember));
    renderRoutes(routes, '/details');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership details' }),
    ).toBeInTheDocument();
    const membership = section('Your membership');
    expect(within(membership).getByText('Member')).toBeInTheDocument();
    expect(await within(membership).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(membership).getByText('Nov 15, 2023')).toBeInTheDocument();
    expect(within(membership).getByText('Asia/Tokyo')).toBeInTheDocument();

    const can = section('What you can do');
    expect(within(rowOf(can, 'Manage tags')).getByText('No')).toBeInTheDocument();
    expect(within(can).queryByText('Yes')).toBeNull();
    expect(within(can).getByRole('link', { name: 'See who can give it to you' })).toHaveAttribute(
      'href',
      '/permission?from=%2Fdetails',
    );

    const plan = section('Plan');
    expect(within(plan).getByText('Acme Bakery is on the Free plan.')).toBeInTheDocument();
    expect(within(plan).getByText('Members: 3 of 5')).toBeInTheDocument();
    expect(within(plan).getByText('History: the last 35 days are kept')).toBeInTheDocument();
    expect(
      within(rowOf(plan, 'Private projects')).getByText('From the Lite plan'),
    ).toBeInTheDocument();
    expect(
      within(rowOf(plan, 'Hourly rates per member')).getByText('From the Basic plan'),
    ).toBeInTheDocument();

    const kiosk = section('Kiosk');
    expect(await within(kiosk).findByText(/You have no PIN yet\./)).toBeInTheDocument();
    expect(within(kiosk).getByRole('link', { name: 'Set or change your PIN' })).toHaveAttribute(
      'href',
      '/settings/account/security',
    );
    expect(within(kiosk).getByText('QR badge')).toBeInTheDocument();
    expect(within(kiosk).getByText('NFC card')).toBeInTheDocument();
    expect(within(kiosk).getByText('The kiosk takes a photo at each punch.')).toBeInTheDocument();
  });

  it('shows a super owner of a self-hosted install that everything is theirs', async () => {
    const selfHosted = wireWorkspace({
      billing: 'none',
      kiosk_settings: { ...acmeAsMember.kiosk_settings, is_kiosk_enabled: false },
    });
    serve(wireMe(selfHosted));
    renderRoutes(routes, '/details');

    const membership = await screen.findByRole('region', { name: 'Your membership' });
    expect(within(membership).getByText(/As its super owner you can do everything/));
    const can = section('What you can do');
    expect(within(can).queryByText('No')).toBeNull();
    expect(within(can).getByRole('link', { name: 'Change the permissions' })).toHaveAttribute(
      'href',
      '/settings/workspace/permissions',
    );
    expect(within(section('Plan')).getByText(/not billed: every feature is included/));
    expect(
      within(section('Kiosk')).getByText('This workspace does not use a kiosk.'),
    ).toBeInTheDocument();
  });

  it('points someone in no workspace to their workspaces', async () => {
    serve(signedInMe);
    renderRoutes(routes, '/details');

    expect(await screen.findByText(/You are not in a workspace yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Your workspaces' })[0]).toHaveAttribute(
      'href',
      '/browse',
    );
    expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
  });

  it('speaks Japanese under /ja', async () => {
    serve(wireMe(acmeAsMember));
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/details');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'メンバー情報' }),
    ).toBeInTheDocument();
    expect(within(section('プラン')).getByText('メンバー：3人（上限5人）')).toBeInTheDocument();
    expect(within(section('できること')).getAllByText('できない').length).toBeGreaterThan(0);
  });
});
