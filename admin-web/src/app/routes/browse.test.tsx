import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import BrowseRoute from '@/app/routes/browse';
import {
  ACME_ID,
  acmeAsMember,
  acmeMembers,
  BETA_ID,
  beta,
  meInSeveral,
} from '@/features/access/testing/access-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, jsonAnswer, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe } from '@/testing/wire-fixtures';

const routes: RouteObject[] = [
  { path: '/browse', Component: BrowseRoute },
  { path: '/ja/browse', Component: BrowseRoute },
  { path: '/setup', element: <p>The setup page</p> },
];

type Api = ReturnType<typeof mockApi>;

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('the workspaces page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['access', 'permissions', 'members', 'errors']);
  });

  let api: Api | undefined;
  afterEach(async () => {
    cleanup();
    notifications.clean();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(more: ApiRoutes = {}) {
    let active = acmeAsMember;
    api = mockApi({
      get 'GET /v1/accounts/me'() {
        return ok(active.id === ACME_ID ? meInSeveral() : wireMe(active, [acmeAsMember]));
      },
      [`GET /v1/workspaces/${BETA_ID}`]: ok(beta),
      get [`GET /v1/workspaces/${BETA_ID}/switch`]() {
        active = { ...beta, is_default: true };
        return jsonAnswer(200, active);
      },
      [`GET /v1/workspaces/${ACME_ID}/members`]: ok(acmeMembers),
      ...more,
    });
    return api;
  }

  it('lists every membership with its role, state, plan and size, the active one first', async () => {
    serve();
    renderRoutes(routes, '/browse');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your workspaces' }),
    ).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names.slice(0, 4)).toEqual(['Acme Bakery', 'Beta Studio', 'Delta', 'Gamma']);

    const acme = card('Acme Bakery');
    expect(within(acme).getByText('Active')).toBeInTheDocument();
    expect(within(acme).getByText('Your role: Member')).toBeInTheDocument();
    expect(within(acme).getByText('Plan: Free')).toBeInTheDocument();
    expect(within(acme).getByText('3 members')).toBeInTheDocument();
    expect(within(acme).getByText('Time zone: Asia/Tokyo')).toBeInTheDocument();
    expect(within(acme).getByRole('link', { name: 'Membership details' })).toHaveAttribute(
      'href',
      '/details',
    );
    // A member does not manage the workspace's settings.
    expect(within(acme).queryByRole('link', { name: 'Workspace settings' })).toBeNull();

    const betaCard = card('Beta Studio');
    expect(await within(betaCard).findByText('Plan: Basic')).toBeInTheDocument();
    expect(within(betaCard).getByText('12 members')).toBeInTheDocument();
    expect(within(betaCard).getByText('Your role: Manager')).toBeInTheDocument();

    const gamma = card('Gamma');
    expect(within(gamma).getByText('Invited')).toBeInTheDocument();
    expect(within(gamma).getByText(/Open the link in the invitation e-mail/)).toBeInTheDocument();
    expect(within(gamma).queryByRole('button')).toBeNull();
    expect(within(card('Delta')).getByText(/An owner or a manager can reactivate you/));

    // The way out of the active workspace, and how to leave another.
    expect(await screen.findByRole('button', { name: 'Leave workspace' })).toBeEnabled();
    expect(screen.getByText('To leave a workspace, make it the active one first.'));
  });

  it('switches to another workspace and says so', async () => {
    const { callsTo } = serve();
    renderRoutes(routes, '/browse');

    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Beta Studio' }));
    expect(
      await screen.findByText('Beta Studio is now your active workspace.'),
    ).toBeInTheDocument();
    expect(callsTo(`GET /v1/workspaces/${BETA_ID}/switch`)).toHaveLength(1);
    expect(await within(card('Beta Studio')).findByText('Active')).toBeInTheDocument();
  });

  it('creates a workspace through the setup', async () => {
    serve();
    renderRoutes(routes, '/browse');

    fireEvent.click(await screen.findByRole('link', { name: 'Create a workspace' }));
    expect(await screen.findByText('The setup page')).toBeInTheDocument();
  });

  it('says when one workspace’s details cannot be read', async () => {
    serve({ [`GET /v1/workspaces/${BETA_ID}`]: jsonAnswer(503, { error_key: 'x' }) });
    renderRoutes(routes, '/browse');
    await screen.findByRole('heading', { level: 1, name: 'Your workspaces' });

    expect(
      await within(card('Beta Studio')).findByText(
        'The details of this workspace could not be loaded.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/browse');

    expect(
      await screen.findByRole('heading', { level: 1, name: '所属ワークスペース' }),
    ).toBeInTheDocument();
    expect(within(card('Acme Bakery')).getByText('使用中')).toBeInTheDocument();
    expect(within(card('Gamma')).getByText('招待中')).toBeInTheDocument();
  });
});
