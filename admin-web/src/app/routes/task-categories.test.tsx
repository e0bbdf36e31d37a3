import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import TaskCategoriesRoute from '@/app/routes/task-categories';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import {
  categoryList,
  RESEARCH_ID,
  research,
  wireCategory,
} from '@/features/categories/testing/category-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/task-categories`,
  Component: TaskCategoriesRoute,
}));

// The default grants: owners manage categories, plain members do not.
const permissions = wireWorkspace().permissions;

describe('the task categories page', () => {
  // Dialogs and comboboxes are slow in jsdom on a loaded machine.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['categories', 'errors']);
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
      'GET /v1/tasks/categories': (call) => ok(categoryList(call.query.has('include_deleted'))),
      ...overrides,
    });
    return api;
  }

  const names = async () =>
    within(await screen.findByRole('list', { name: 'Task categories' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);

  it('lists the live categories by name, the deleted ones apart', async () => {
    const { callsTo } = serve('Owner');
    renderRoutes(routes, '/task-categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Task categories' })).toBeVisible();
    expect(await names()).toEqual(['Design', 'Research', 'Support']);
    expect(screen.getByText('3 categories')).toBeInTheDocument();
    expect(callsTo('GET /v1/tasks/categories')[0]?.query.get('include_deleted')).toBe('true');
    const deleted = screen.getByRole('region', { name: 'Deleted categories' });
    expect(within(deleted).getByText('Legacy')).toBeInTheDocument();
  });

  it('creates a category in the default colour', async () => {
    const created = wireCategory({ id: 'ca7e0000-0000-4000-8000-000000000009', name: 'Ops' });
    const { callsTo } = serve('Owner', { 'POST /v1/tasks/categories': ok(created) });
    renderRoutes(routes, '/task-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    expect(within(dialog).getByRole('textbox', { name: /Colour/ })).toHaveValue('#828E99');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText('Enter the category’s name.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: ' Ops ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('The category Ops was created.')).toBeInTheDocument();
    expect(callsTo('POST /v1/tasks/categories')[0]?.body).toEqual({
      name: 'Ops',
      color: '#828E99',
    });
  });

  it('edits the colour, refusing one that is not #RRGGBB', async () => {
    const { callsTo } = serve('Owner', {
      [`PATCH /v1/workspaces/categories/${RESEARCH_ID}`]: ok({ ...research, color: '#E03131' }),
    });
    renderRoutes(routes, '/task-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Research' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Research' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const colour = within(dialog).getByRole('textbox', { name: /Colour/ });
    fireEvent.change(colour, { target: { value: 'red' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText(/Enter a colour as #/)).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/categories/${RESEARCH_ID}`)).toHaveLength(0);
    fireEvent.change(colour, { target: { value: '#e03131' } });
    fireEvent.click(save);
    expect(await screen.findByText('The category Research was saved.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/categories/${RESEARCH_ID}`)[0]?.body).toEqual({
      name: 'Research',
      color: '#E03131',
    });
  });

  it('shows a refused save in the dialog', async () => {
    serve('Owner', { 'POST /v1/tasks/categories': refused(400, 'category_name_empty') });
    renderRoutes(routes, '/task-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A category needs a name.');
  });

  it('shows a plain member the categories without any control', async () => {
    const { callsTo } = serve('Member');
    renderRoutes(routes, '/task-categories');
    expect(await names()).toEqual(['Design', 'Research', 'Support']);
    expect(screen.getByText('You can look, not change')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo('GET /v1/tasks/categories')[0]?.query.has('include_deleted')).toBe(false);
  });

  it('shows a failed list with a retry', async () => {
    serve('Owner', {
      'GET /v1/tasks/categories': [refused(500, 'error.internal'), ok([research])],
    });
    renderRoutes(routes, '/task-categories');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The task categories could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => {
      expect(await names()).toEqual(['Research']);
    });
  });

  it('speaks Japanese under /ja', async () => {
    serve('Owner');
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/task-categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'タスクカテゴリ' })).toBeVisible();
    expect(await screen.findByRole('button', { name: '新しいカテゴリ' })).toBeInTheDocument();
    expect(screen.getByText('3 件のカテゴリ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Design を削除' })).toBeInTheDocument();
  });
});
