import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher';
import { apiClient } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { ACME_ID, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const BETA_ID = '5d89ef6f-7167-4c5f-a6a2-4e75e5926836';

const acme = wireWorkspace();
const beta = { ...wireWorkspace({ id: BETA_ID, name: 'Beta Studio', role: 'Manager' }) };
const pending = { ...wireWorkspace({ id: 'c0c0c0c0-1111-4222-8333-444455556666', name: 'Gamma' }) };

/** A page that shows data of the active workspace, as the clock page does. */
function WorkspaceData() {
  const { data } = useQuery({
    queryKey: ['workspace-data'],
    queryFn: () => apiClient.get<{ where: string }>('/v1/workspaces/timestamps/status'),
  });
  return <p>{data ? `Status of ${data.where}` : 'Loading status'}</p>;
}

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/clock`,
  element: (
    <>
      <WorkspaceSwitcher />
      <WorkspaceData />
    </>
  ),
}));

/** The API of someone in Acme (active) and Beta; switching moves what the status reads. */
function api() {
  let active = acme;
  const me = () => {
    const base = wireMe(active, [active.id === ACME_ID ? beta : acme]);
    // A pending invitation is a membership that cannot be used yet.
    return {
      ...base,
      memberships: [
        ...base.memberships,
        {
          id_workspace: pending.id,
          name: 'Gamma',
          role: 'Member',
          status: 'PENDING',
          is_default: false,
        },
      ],
    };
  };
  return mockApi({
    get '/v1/accounts/me'() {
      return jsonAnswer(200, me());
    },
    get [`/v1/workspaces/${BETA_ID}/switch`]() {
      active = { ...beta, is_default: true };
      return jsonAnswer(200, active);
    },
    get '/v1/workspaces/timestamps/status'() {
      return jsonAnswer(200, { where: active.name });
    },
  });
}

describe('the workspace switcher', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    notifications.clean();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('lists the workspaces one can use, with roles, the active one checked', async () => {
    restoreFetch = api().restore;
    renderRoutes(routes, '/clock');

    fireEvent.click(await screen.findByRole('button', { name: 'Workspace: Acme Bakery' }));

    const acmeItem = await screen.findByRole('menuitemradio', { name: /Acme Bakery/ });
    expect(acmeItem).toHaveAttribute('aria-checked', 'true');
    expect(acmeItem).toHaveTextContent('Super owner');
    const betaItem = screen.getByRole('menuitemradio', { name: /Beta Studio/ });
    expect(betaItem).toHaveAttribute('aria-checked', 'false');
    expect(betaItem).toHaveTextContent('Manager');
    expect(screen.queryByRole('menuitemradio', { name: /Gamma/ })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Create a workspace' })).toHaveAttribute(
      'href',
      '/setup',
    );
  });

  it('switches, reloads what the page shows, and says so', async () => {
    const { fetchMock, restore } = api();
    restoreFetch = restore;
    renderRoutes(routes, '/clock');
    expect(await screen.findByText('Status of Acme Bakery')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Workspace: Acme Bakery' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Beta Studio/ }));

    expect(await screen.findByRole('button', { name: 'Workspace: Beta Studio' })).toBeVisible();
    expect(await screen.findByText('Status of Beta Studio')).toBeInTheDocument();
    expect(await screen.findByText('You are now working in Beta Studio.')).toBeInTheDocument();
    const switchCall = fetchMock.mock.calls.find(
      ([url]) => url === `/v1/workspaces/${BETA_ID}/switch`,
    );
    expect(switchCall?.[1]).toMatchObject({ method: 'GET' });
  });

  it('keeps the active workspace when the API refuses', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': jsonAnswer(200, wireMe(acme, [beta])),
      '/v1/workspaces/timestamps/status': jsonAnswer(200, { where: 'Acme Bakery' }),
      [`/v1/workspaces/${BETA_ID}/switch`]: jsonAnswer(404, {
        status_code: 404,
        error_key: 'workspace_not_found',
        message: 'gone',
      }),
    }).restore;
    renderRoutes(routes, '/clock');

    fireEvent.click(await screen.findByRole('button', { name: 'Workspace: Acme Bakery' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Beta Studio/ }));

    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Workspace: Acme Bakery' })).toBeEnabled();
    });
    expect(screen.queryByText('You are now working in Beta Studio.')).not.toBeInTheDocument();
  });

  it('offers to create one to someone without any, in Japanese under /ja', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': jsonAnswer(200, wireMe(null)),
      '/v1/workspaces/timestamps/status': jsonAnswer(200, { where: '' }),
    }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/clock');

    fireEvent.click(
      await screen.findByRole('button', { name: 'ワークスペース: ワークスペースなし' }),
    );

    expect(
      await screen.findByText('まだどのワークスペースにも参加していません。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'ワークスペースを作成' })).toHaveAttribute(
      'href',
      '/ja/setup',
    );
  });
});
