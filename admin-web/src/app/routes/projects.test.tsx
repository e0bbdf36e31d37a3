import type { Plan, Project, Role } from '@punchcard/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import ProjectsRoute from '@/app/routes/projects';
import {
  book,
  CAFE_ID,
  cafe,
  mill,
  old,
  secret,
  site,
  SITE_ID,
  wireDetails,
  wireProject,
} from '@/features/projects/testing/project-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

interface Setup {
  role?: Role;
  plan?: Plan;
  mine?: Project[];
  routes?: ApiRoutes;
  path?: string;
}

function setup({ role = 'Owner', plan = 'BASIC', mine = [site], routes, path }: Setup = {}) {
  const api = mockApi({
    'GET /v1/accounts/me': ok(wireMe(wireWorkspace({ role, plan }))),
    'GET /v1/projects': (call) => {
      const archived = call.query.get('archived') === 'true';
      if (call.query.get('mine') === 'true') return ok(archived ? [] : mine);
      return ok(archived ? [old] : [book, secret, site]);
    },
    'GET /v1/clients': ok([cafe, mill]),
    ...routes,
  });
  renderRoutes([{ path: '/projects', Component: ProjectsRoute }], path ?? '/projects');
  return api;
}

const cardOf = async (name: string) => screen.findByRole('listitem', { name });

describe('the projects page', () => {
  // Menus, dialogs and comboboxes of a whole page: slow on a busy CI machine.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['projects', 'errors']);
  });
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    cleanup();
    api?.restore();
  });

  it('lists favourites first, narrows by the search box and archives with Undo', async () => {
    api = setup({
      routes: {
        [`PATCH /v1/projects/${SITE_ID}/is-archived`]: ok(wireDetails(site)),
        [`DELETE /v1/projects/${SITE_ID}/is-archived`]: ok(wireDetails(site)),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Active' });
    expect(
      within(list)
        .getAllByRole('listitem', { name: /./ })
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Website relaunch', 'Annual book', 'Secret menu']);
    expect(screen.getByText('3 projects')).toBeInTheDocument();
    const siteCard = await cardOf('Website relaunch');
    expect(within(siteCard).getByText('You are a member')).toBeInTheDocument();
    expect(within(siteCard).getByText('$40.00 per hour')).toBeInTheDocument();
    expect(
      within(siteCard).getByRole('button', {
        name: 'Remove Website relaunch from your favourites',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(await cardOf('Secret menu')).getByText('Private')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search projects' }), {
      target: { value: 'cafe' },
    });
    expect(await screen.findByText('1 project')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Annual book' })).toBeNull();

    fireEvent.click(within(siteCard).getByRole('button', { name: 'Actions for Website relaunch' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(await screen.findByText('Website relaunch was archived.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(api?.callsTo(`DELETE /v1/projects/${SITE_ID}/is-archived`)).toHaveLength(1);
    });
    expect(api.callsTo(`PATCH /v1/projects/${SITE_ID}/is-archived`)).toHaveLength(1);
  });

  it('creates a private project with a rate and clients (edit-project)', async () => {
    const created = wireDetails(
      wireProject({ id: 'new-id', name: 'Menu cards', is_public: false }),
    );
    api = setup({
      routes: {
        'POST /v1/projects': ok(created),
        'POST /v1/projects/new-id/clients': ok({ ...created, clients: [cafe] }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    const create = within(dialog).getByRole('button', { name: 'Create project' });
    fireEvent.click(create);
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: '  Menu cards ' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Private/ }));
    const rate = within(dialog).getByRole('textbox', { name: 'Default hourly rate' });
    fireEvent.change(rate, { target: { value: '12.345' } });
    fireEvent.click(create);
    expect(
      await within(dialog).findByText(
        'Enter an amount of zero or more, with at most two decimals.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(rate, { target: { value: '12.5' } });
    const clients = within(dialog).getByRole('combobox', { name: 'Clients' });
    await waitFor(() => {
      expect(clients).toBeEnabled();
    });
    fireEvent.click(clients);
    fireEvent.click(await screen.findByRole('option', { name: 'Café Ito' }));
    fireEvent.click(create);
    expect(await screen.findByText('The project Menu cards was created.')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/projects')[0]?.body).toEqual({
      name: 'Menu cards',
      is_public: false,
      description: null,
      hourly_rate: 12.5,
    });
    expect(api.callsTo('POST /v1/projects/new-id/clients')[0]?.body).toEqual({
      id_client: CAFE_ID,
    });
  });

  it('says so under the name when another project has it', async () => {
    api = setup({
      plan: 'FREE',
      routes: {
        [`PUT /v1/projects/${SITE_ID}/settings`]: refused(
          409,
          'projects.messages.conflict_project',
        ),
      },
    });
    fireEvent.click(
      within(await cardOf('Website relaunch')).getByRole('button', {
        name: 'Actions for Website relaunch',
      }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Website relaunch' });
    // FREE has no private projects: the choice is there, off, with the plan that has it.
    expect(within(dialog).getByRole('radio', { name: /^Private/ })).toBeDisabled();
    expect(
      within(dialog).getByText(/Private projects come with the LITE plan/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Default hourly rate' })).toHaveValue(
      '40.00',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another project already has this name.')).toBeVisible();
    expect(api.callsTo('POST /v1/projects/' + SITE_ID + '/clients')).toHaveLength(0);
  });

  it('lets a member join public projects, favourite them and leave after confirming', async () => {
    api = setup({
      role: 'Member',
      routes: {
        [`POST /v1/projects/${book.id}/members/me`]: ok(wireDetails(book)),
        [`PATCH /v1/projects/${book.id}/is-favorite`]: ok(wireDetails(book)),
        [`DELETE /v1/projects/${SITE_ID}/members/me`]: ok(wireDetails(site)),
      },
    });
    expect(
      await screen.findByText(/Only people who manage projects and tasks can create/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
    // Not on the private project: no favourite, no join.
    const secretCard = await cardOf('Secret menu');
    expect(
      within(secretCard).getByRole('button', { name: 'Mark Secret menu as a favourite' }),
    ).toBeDisabled();
    fireEvent.click(within(secretCard).getByRole('button', { name: 'Actions for Secret menu' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Members and rates',
    ]);
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });

    const bookCard = await cardOf('Annual book');
    fireEvent.click(
      within(bookCard).getByRole('button', { name: 'Mark Annual book as a favourite' }),
    );
    fireEvent.click(within(bookCard).getByRole('button', { name: 'Actions for Annual book' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Join' }));
    expect(await screen.findByText('You joined Annual book.')).toBeInTheDocument();

    fireEvent.click(
      within(await cardOf('Website relaunch')).getByRole('button', {
        name: 'Actions for Website relaunch',
      }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Website relaunch?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the project' }));
    await waitFor(() => {
      expect(api?.callsTo(`DELETE /v1/projects/${SITE_ID}/members/me`)).toHaveLength(1);
    });
    expect(api.callsTo(`PATCH /v1/projects/${book.id}/is-favorite`)).toHaveLength(1);
  });

  it('shows the archived projects under their tab', async () => {
    api = setup({ path: '/projects?tab=archived' });
    const list = await screen.findByRole('list', { name: 'Archived' });
    expect(within(list).getByRole('listitem', { name: 'Old brochure' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true');
  });
});
