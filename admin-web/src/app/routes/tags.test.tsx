import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import TagsRoute from '@/app/routes/tags';
import { presentError } from '@/app/shell/error-presenter';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import {
  MEETING_ID,
  meeting,
  OLD_ID,
  oldTag,
  URGENT_ID,
  urgent,
  wireTag,
} from '@/features/tags/testing/tag-fixtures';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/tags`,
  Component: TagsRoute,
}));

// The default grants: owners manage tags, plain members do not.
const permissions = wireWorkspace().permissions;

describe('the tags page', () => {
  // Dialogs and comboboxes are slow in jsdom on a loaded machine.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['tags', 'errors']);
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
      'GET /v1/tags': ok(role === 'Owner' ? [meeting, oldTag, urgent] : [meeting, urgent]),
      ...overrides,
    });
    return api;
  }

  const names = async () =>
    within(await screen.findByRole('list', { name: 'Tags' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);

  it('lists the live tags by name, the deleted ones apart', async () => {
    const { callsTo } = serve('Owner');
    renderRoutes(routes, '/tags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    expect(await names()).toEqual(['meeting', 'urgent']);
    expect(screen.getByText('2 tags')).toBeInTheDocument();
    expect(callsTo('GET /v1/tags')[0]?.query.get('include_deleted')).toBe('true');
    const deleted = screen.getByRole('region', { name: 'Deleted tags' });
    expect(within(deleted).getByText('legacy')).toBeInTheDocument();
  });

  it('creates a tag, explaining a taken name in the dialog', async () => {
    const { callsTo } = serve('Owner', {
      'POST /v1/tags': [
        refused(409, 'tag_conflict'),
        ok(wireTag({ id: '7a900000-0000-4000-8000-000000000009', name: 'review' })),
      ],
    });
    renderRoutes(routes, '/tags');
    fireEvent.click(await screen.findByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'Urgent' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A tag with this name already exists.',
    );
    fireEvent.change(name, { target: { value: ' review ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('The tag review was created.')).toBeInTheDocument();
    expect(callsTo('POST /v1/tags').map((call) => call.body)).toEqual([
      { name: 'Urgent' },
      { name: 'review' },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('renames a tag from its current name', async () => {
    const { callsTo } = serve('Owner', {
      [`PATCH /v1/tags/${MEETING_ID}`]: ok({ ...meeting, name: 'meetings' }),
    });
    renderRoutes(routes, '/tags');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename meeting' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('meeting');
    expect(within(dialog).getByRole('button', { name: 'Save name' })).toBeDisabled();
    fireEvent.change(name, { target: { value: 'meetings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The tag is now called meetings.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/tags/${MEETING_ID}`)[0]?.body).toEqual({ name: 'meetings' });
  });

  it('deletes a tag at once and brings it back with Undo', async () => {
    const { callsTo } = serve('Owner', {
      [`DELETE /v1/tags/${URGENT_ID}/pseudo`]: ok({ ...urgent, deleted_at: 1 }),
      [`PATCH /v1/tags/${URGENT_ID}/restore`]: ok(urgent),
    });
    renderRoutes(routes, '/tags');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete urgent' }));
    expect(await screen.findByText('The tag urgent was deleted.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The tag urgent is back.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/tags/${URGENT_ID}/restore`)).toHaveLength(1);
  });

  it('says why a deleted tag cannot come back', async () => {
    serve('Owner', { [`PATCH /v1/tags/${OLD_ID}/restore`]: refused(409, 'tag_conflict') });
    // The app's own client: a refused change is told by the error presenter.
    renderRoutes(routes, '/tags', createQueryClient({ presentError }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore legacy' }));
    expect(await screen.findByText('A tag with this name already exists.')).toBeInTheDocument();
    expect(screen.queryByText('The tag legacy is back.')).not.toBeInTheDocument();
  });

  it('shows a plain member the tags without any control', async () => {
    const { callsTo } = serve('Member');
    renderRoutes(routes, '/tags');
    expect(await names()).toEqual(['meeting', 'urgent']);
    expect(screen.getByText('You can look, not change')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo('GET /v1/tags')[0]?.query.has('include_deleted')).toBe(false);
  });

  it('speaks Japanese under /ja', async () => {
    serve('Owner');
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/tags');
    expect(await screen.findByRole('heading', { level: 1, name: 'タグ' })).toBeVisible();
    expect(await screen.findByRole('button', { name: '新しいタグ' })).toBeInTheDocument();
    expect(screen.getByText('2 件のタグ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'urgent を削除' })).toBeInTheDocument();
  });
});
