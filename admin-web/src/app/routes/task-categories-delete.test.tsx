import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import TaskCategoriesRoute from '@/app/routes/task-categories';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import {
  categoryList,
  DESIGN_ID,
  design,
  LEGACY_ID,
  legacy,
  RESEARCH_ID,
  SUPPORT_ID,
  usagePath,
} from '@/features/categories/testing/category-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiAnswer, type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = [{ path: '/task-categories', Component: TaskCategoriesRoute }];
const permissions = wireWorkspace().permissions;

const used = (tasks: number): ApiAnswer => ok({ is_used: true, tasks });
const unused = ok({ is_used: false, tasks: 0 });
const deleted = ok({ ...design, deleted_at: 1 });

describe('deleting a task category', () => {
  // Dialogs and comboboxes are slow in jsdom on a loaded machine.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['categories', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    act(() => {
      notifications.clean();
    });
    cleanup();
    api?.restore();
  });

  function serve(overrides: ApiRoutes) {
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn({ role: 'Owner', permissions })),
      'GET /v1/tasks/categories': ok(categoryList(true)),
      ...overrides,
    });
    return api;
  }

  async function deleteDesign() {
    renderRoutes(routes, '/task-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Design' }));
  }

  async function moveDesignTo(name: string) {
    const dialog = await screen.findByRole('dialog', { name: 'Delete Design' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Move them to/ }));
    fireEvent.click(await screen.findByRole('option', { name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
  }

  it('deletes an unused category at once, and Undo restores it', async () => {
    const { callsTo } = serve({
      [`GET ${usagePath(DESIGN_ID)}`]: unused,
      [`DELETE /v1/workspaces/category/${DESIGN_ID}/pseudo`]: deleted,
      [`PATCH /v1/workspaces/category/${DESIGN_ID}/restore`]: ok(design),
    });
    await deleteDesign();
    expect(await screen.findByText('The category Design was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The category Design is back.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/category/${DESIGN_ID}/restore`)).toHaveLength(1);
  });

  it('treats a failed usage check as not in use', async () => {
    const { callsTo } = serve({
      [`GET ${usagePath(DESIGN_ID)}`]: refused(500, 'error.internal'),
      [`DELETE /v1/workspaces/category/${DESIGN_ID}/pseudo`]: deleted,
    });
    await deleteDesign();
    expect(await screen.findByText('The category Design was deleted.')).toBeInTheDocument();
    expect(callsTo(`DELETE /v1/workspaces/category/${DESIGN_ID}/pseudo`)).toHaveLength(1);
  });

  it('asks where the tasks go when the server says it is in use after all', async () => {
    serve({
      [`GET ${usagePath(DESIGN_ID)}`]: refused(500, 'error.internal'),
      [`DELETE /v1/workspaces/category/${DESIGN_ID}/pseudo`]: refused(412, 'category_in_use'),
    });
    await deleteDesign();
    const dialog = await screen.findByRole('dialog', { name: 'Delete Design' });
    expect(within(dialog).getByText('Tasks or activities use Design.')).toBeInTheDocument();
  });

  it('moves the tasks of a category in use, and Undo moves them back', async () => {
    const reassign = `DELETE /v1/workspaces/categories/${DESIGN_ID}/new/pseudo`;
    const restore = `PATCH /v1/workspaces/categories/${DESIGN_ID}/restore`;
    const { callsTo } = serve({
      [`GET ${usagePath(DESIGN_ID)}`]: used(3),
      [`GET ${usagePath(RESEARCH_ID)}`]: unused,
      [reassign]: deleted,
      [restore]: ok(design),
    });
    await deleteDesign();
    expect(await screen.findByText('3 tasks use Design.')).toBeInTheDocument();
    await moveDesignTo('Research');
    expect(
      await screen.findByText('Design was deleted. Its tasks are now in Research.'),
    ).toBeInTheDocument();
    expect(callsTo(reassign)[0]?.query.get('new_id_category')).toBe(RESEARCH_ID);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Design is back, with its tasks.')).toBeInTheDocument();
    expect(callsTo(restore)[0]?.body).toEqual({ new_id_category: RESEARCH_ID });
  });

  it('never takes tasks back from a category that had its own', async () => {
    const plainRestore = `PATCH /v1/workspaces/category/${DESIGN_ID}/restore`;
    const { callsTo } = serve({
      [`GET ${usagePath(DESIGN_ID)}`]: used(1),
      [`GET ${usagePath(SUPPORT_ID)}`]: used(4),
      [`DELETE /v1/workspaces/categories/${DESIGN_ID}/new/pseudo`]: deleted,
      [plainRestore]: ok(design),
    });
    await deleteDesign();
    await moveDesignTo('Support');
    expect(await screen.findByText(/Design was deleted\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        'Design is back. Its tasks stay in Support, which had tasks of its own.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(plainRestore)).toHaveLength(1);
    expect(callsTo(`PATCH /v1/workspaces/categories/${DESIGN_ID}/restore`)).toHaveLength(0);
  });

  it('keeps the dialog open with the refusal when moving fails', async () => {
    serve({
      [`GET ${usagePath(DESIGN_ID)}`]: used(2),
      [`GET ${usagePath(RESEARCH_ID)}`]: unused,
      [`DELETE /v1/workspaces/categories/${DESIGN_ID}/new/pseudo`]: refused(
        404,
        'category_not_found',
      ),
    });
    await deleteDesign();
    await moveDesignTo('Research');
    const dialog = screen.getByRole('dialog', { name: 'Delete Design' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This category does not exist.',
    );
  });

  it('restores a deleted category alone, or taking the tasks of a live one', async () => {
    const { callsTo } = serve({
      [`PATCH /v1/workspaces/category/${LEGACY_ID}/restore`]: ok({ ...legacy, deleted_at: null }),
      [`PATCH /v1/workspaces/categories/${LEGACY_ID}/restore`]: ok({
        ...legacy,
        deleted_at: null,
      }),
    });
    renderRoutes(routes, '/task-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Legacy' }));
    expect(await screen.findByText('The category Legacy is back.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/category/${LEGACY_ID}/restore`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Restore Legacy with tasks…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore Legacy with tasks' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Take the tasks of/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Support' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore and move' }));
    expect(
      await screen.findByText('Legacy is back with the tasks of Support.'),
    ).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/categories/${LEGACY_ID}/restore`)[0]?.body).toEqual({
      new_id_category: SUPPORT_ID,
    });
  });
});
