import { notifications } from '@mantine/notifications';
import { Permission, Role } from '@punchcard/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import ClientsRoute from '@/app/routes/clients';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import {
  ACME_CLIENT_ID,
  acme,
  archive,
  BROCHURE_ID,
  brochure,
  globex,
  initech,
  INITECH_CLIENT_ID,
  website,
  wireClient,
} from '@/features/clients/testing/client-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/clients`,
  Component: ClientsRoute,
}));

// The default grants: owners manage clients and projects, plain members neither.
const permissions = wireWorkspace().permissions;

describe('the clients page', () => {
  // Dialogs and comboboxes are slow in jsdom on a loaded machine.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['clients', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    act(() => {
      notifications.clean();
    });
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(role: 'Owner' | 'Member', overrides: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn({ role, permissions })),
      'GET /v1/clients': ok(role === 'Owner' ? [acme, globex, initech] : [acme, globex]),
      'GET /v1/projects': (call) =>
        ok(call.query.get('archived') === 'true' ? [archive] : [website, brochure]),
      ...overrides,
    });
    return api;
  }

  const row = async (name: string) => {
    const list = await screen.findByRole('list', { name: 'Clients' });
    const item = within(list)
      .getAllByRole('listitem')
      .find((li) => li.parentElement === list && within(li).queryByText(name) !== null);
    if (!item) throw new Error(`no row for ${name}`);
    return item;
  };

  it('lists the clients with their projects, archived ones marked', async () => {
    const { callsTo } = serve('Owner');
    renderRoutes(routes, '/clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    const acmeRow = await row('Acme Corp');
    const projects = await within(acmeRow).findByRole('list', { name: 'Projects of Acme Corp' });
    expect(
      within(projects)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Website', 'Old archive (archived)']);
    expect(within(await row('Globex')).getByText('Not on any project')).toBeInTheDocument();
    expect(screen.getByText('2 clients')).toBeInTheDocument();
    // A manager's list includes the deleted clients, apart.
    expect(callsTo('GET /v1/clients')[0]?.query.get('include_deleted')).toBe('true');
    const deleted = screen.getByRole('region', { name: 'Deleted clients' });
    expect(within(deleted).getByText('Initech')).toBeInTheDocument();
  });

  it('adds a client, then offers a picture for it', async () => {
    const added = wireClient({ id: '0c1e0000-0000-4000-8000-0000000000c9', name: 'Umbrella' });
    const { callsTo } = serve('Owner', { 'POST /v1/clients': ok(added) });
    renderRoutes(routes, '/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByText('Enter the client’s name.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: '  Umbrella ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(
      await within(dialog).findByText(/Umbrella was added\. Give it a picture now/),
    ).toBeInTheDocument();
    expect(callsTo('POST /v1/clients')[0]?.body).toEqual({ name: 'Umbrella' });
    expect(within(dialog).getByRole('button', { name: 'Choose a picture' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows a refused name in the dialog', async () => {
    serve('Owner', { 'POST /v1/clients': refused(400, 'client_name_empty') });
    renderRoutes(routes, '/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A client needs a name.');
  });

  it('deletes a client at once and brings it back with Undo', async () => {
    const { callsTo } = serve('Owner', {
      [`DELETE /v1/clients/${ACME_CLIENT_ID}/pseudo`]: ok({ ...acme, deleted_at: 1 }),
      [`PATCH /v1/clients/${ACME_CLIENT_ID}/restore`]: ok(acme),
    });
    renderRoutes(routes, '/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acme Corp' }));
    expect(await screen.findByText('Acme Corp was deleted.')).toBeInTheDocument();
    expect(callsTo(`DELETE /v1/clients/${ACME_CLIENT_ID}/pseudo`)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(callsTo(`PATCH /v1/clients/${ACME_CLIENT_ID}/restore`)).toHaveLength(1);
    });
  });

  it('restores a deleted client from the deleted list', async () => {
    const { callsTo } = serve('Owner', {
      [`PATCH /v1/clients/${INITECH_CLIENT_ID}/restore`]: ok({ ...initech, deleted_at: null }),
    });
    renderRoutes(routes, '/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Initech' }));
    expect(await screen.findByText('Initech is back.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/clients/${INITECH_CLIENT_ID}/restore`)).toHaveLength(1);
  });

  it('renames a client and puts it on a project', async () => {
    const { callsTo } = serve('Owner', {
      [`PATCH /v1/clients/${ACME_CLIENT_ID}/name`]: ok({ ...acme, name: 'Acme Inc' }),
      [`POST /v1/projects/${BROCHURE_ID}/clients`]: ok(brochure),
    });
    renderRoutes(routes, '/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Acme Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Acme Corp' });
    const save = within(dialog).getByRole('button', { name: 'Save name' });
    expect(save).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Acme Inc' },
    });
    fireEvent.click(save);
    expect(await screen.findByText('The client is now called Acme Inc.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/clients/${ACME_CLIENT_ID}/name`)[0]?.body).toEqual({
      name: 'Acme Inc',
    });

    const projects = within(dialog).getByRole('region', { name: 'Projects' });
    expect(within(projects).getByText('Website')).toBeInTheDocument();
    fireEvent.click(within(projects).getByRole('combobox', { name: 'Add to a project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Brochure' }));
    fireEvent.click(within(projects).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to Brochure.')).toBeInTheDocument();
    expect(callsTo(`POST /v1/projects/${BROCHURE_ID}/clients`)[0]?.body).toEqual({
      id_client: ACME_CLIENT_ID,
    });
  });

  it('explains a refused project in the dialog', async () => {
    serve('Owner', {
      [`POST /v1/projects/${BROCHURE_ID}/clients`]: refused(
        403,
        'clients.messages.add_project_forbidden',
      ),
    });
    renderRoutes(routes, '/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Acme Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Acme Corp' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Add to a project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Brochure' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission to add clients to projects.',
    );
  });

  it('explains that projects need their own permission', async () => {
    // A plan with custom permissions: this member may manage clients, not projects.
    const grant = {
      id_permission: 'p1',
      permission: Permission.CudWorkspaceClients,
      member_role: Role.Member,
    };
    serve('Owner', {
      'GET /v1/accounts/me': ok(meIn({ role: 'Member', permissions: [grant] })),
    });
    renderRoutes(routes, '/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Acme Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Acme Corp' });
    expect(
      within(dialog).getByText(/Putting clients on projects needs the permission/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Remove from/ })).not.toBeInTheDocument();
  });

  it('shows a plain member the clients without any control', async () => {
    const { callsTo } = serve('Member');
    renderRoutes(routes, '/clients');
    expect(await row('Acme Corp')).toBeInTheDocument();
    expect(screen.getByText('You can look, not change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage|Delete|Restore/ })).not.toBeInTheDocument();
    expect(callsTo('GET /v1/clients')[0]?.query.has('include_deleted')).toBe(false);
  });

  it('shows a failed list with a retry', async () => {
    serve('Owner', { 'GET /v1/clients': [refused(500, 'error.internal'), ok([globex])] });
    renderRoutes(routes, '/clients');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The clients could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Globex')).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve('Owner');
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'クライアント' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'クライアントを追加' })).toBeInTheDocument();
    expect(screen.getByText('2 件のクライアント')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acme Corp を削除' })).toBeInTheDocument();
  });
});
