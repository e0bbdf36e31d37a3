import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { HeaderSearch } from '@/features/search/components/header-search';
import {
  invoiceHits,
  MEMBER_HIT_ID,
  TASK_HIT_ID,
  wireResult,
} from '@/features/search/testing/search-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiAnswer, type ApiMock, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const header = <HeaderSearch />;
const routes: RouteObject[] = [
  { path: '/home', element: header },
  { path: '/ja/home', element: header },
  { path: '/search', element: <h1>Search page</h1> },
  { path: '/ja/search', element: <h1>Search page</h1> },
  { path: '/tasks', element: <h1>Tasks page</h1> },
];

/** The first answer comes after the debounce; a loaded machine renders slowly. */
const slow = { timeout: 8_000 };

const owner = wireMe(wireWorkspace({ role: 'Owner' }));
const member = wireMe(wireWorkspace({ role: 'Member' }));

let api: ApiMock | undefined;
function start(me: unknown = owner, search: ApiAnswer = ok(wireResult(invoiceHits, 12))) {
  api = mockApi({ '/v1/accounts/me': ok(me), 'GET /v1/search': search });
  return renderRoutes(routes, '/home');
}

/** Opens the dialog from the wide header button and types `text`. */
async function openAndType(text: string) {
  const [button] = await screen.findAllByRole('button', { name: 'Search' }, slow);
  fireEvent.click(button as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Search the workspace' }, slow);
  const box = within(dialog).getByRole('combobox', { name: 'Search for' });
  fireEvent.change(box, { target: { value: text } });
  return { dialog, box };
}

describe('the header search', () => {
  // Typing waits for the debounce; on a loaded machine rendering is slow too.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['search', 'errors']);
  });
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  it('shows live results with the match marked; Enter opens every result on /search', async () => {
    const { router } = start();
    const { dialog, box } = await openAndType('  請求 ');

    const task = await within(dialog).findByRole('option', { name: /請求\s*書の作成/ }, slow);
    expect(task).toHaveAttribute('href', `/tasks?task=${TASK_HIT_ID}`);
    expect(within(task).getByText('請求', { selector: 'mark' })).toBeInTheDocument();
    expect(within(task).getByText('Task')).toBeInTheDocument();
    const [call] = api?.callsTo('GET /v1/search') ?? [];
    expect(call?.query.get('q')).toBe('請求');
    expect(call?.query.get('limit')).toBe('8');
    expect(within(dialog).getByRole('status')).toHaveTextContent('12 results');
    expect(
      within(dialog).getByRole('option', { name: 'Show all results for “請求”' }),
    ).toHaveAttribute('href', '/search?q=%E8%AB%8B%E6%B1%82');

    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/search');
    }, slow);
    expect(router.state.location.search).toBe('?q=%E8%AB%8B%E6%B1%82');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens the picked one', async () => {
    const { router } = start();
    const { dialog, box } = await openAndType('請求');
    const options = await within(dialog).findAllByRole('option', {}, slow);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });

    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/tasks');
    }, slow);
    expect(router.state.location.search).toBe(`?task=${TASK_HIT_ID}`);
  });

  it('lets an input method confirm its text with Enter without leaving', async () => {
    const { router } = start();
    const { dialog, box } = await openAndType('請求');
    await within(dialog).findAllByRole('option', {}, slow);
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(router.state.location.pathname).toBe('/home');
    expect(dialog).toBeInTheDocument();
  });

  it('opens on Ctrl+K and "/", but "/" typed in a field stays a character', async () => {
    start();
    await screen.findAllByRole('button', { name: 'Search' }, slow);

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Search the workspace' }, slow);
    const box = within(dialog).getByRole('combobox', { name: 'Search for' });
    fireEvent.keyDown(box, { key: '/' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }, slow);

    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('dialog', {}, slow)).toBeInTheDocument();
    // It starts empty each time.
    expect(screen.getByRole('combobox', { name: 'Search for' })).toHaveValue('');
  });

  it('shows a colleague a member may not open, says why, and skips it', async () => {
    start(member);
    const { dialog, box } = await openAndType('請求');
    const colleague = await within(dialog).findByRole('option', { name: /請求\s*太郎/ }, slow);
    expect(colleague).toHaveAttribute('aria-disabled', 'true');
    expect(colleague).not.toHaveAttribute('href');
    expect(
      within(colleague).getByText('Only people who manage members can open their pages.'),
    ).toBeInTheDocument();
    const options = within(dialog).getAllByRole('option');
    const index = options.indexOf(colleague);
    for (let step = 0; step <= index; step += 1) fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[index + 1]?.id);
    expect(MEMBER_HIT_ID).not.toBe('');
  });

  it('says when nothing matches and why a search failed', async () => {
    start(owner, ok(wireResult([])));
    const { dialog, box } = await openAndType('zzz');
    expect(await within(dialog).findByText('Nothing matches “zzz”.', {}, slow)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    cleanup();
    api?.restore();

    start(owner, refused(429, 'error.too_many_requests'));
    const failed = await openAndType('zzz');
    expect(await within(failed.dialog).findByRole('alert', {}, slow)).toBeInTheDocument();
  });

  it('is not there without an active workspace', async () => {
    start(signedInMe);
    await waitFor(() => {
      expect(api?.callsTo('GET /v1/accounts/me')).toHaveLength(1);
    }, slow);
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    api = mockApi({ '/v1/accounts/me': ok(owner), 'GET /v1/search': ok(wireResult(invoiceHits)) });
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/home');
    const [button] = await screen.findAllByRole('button', { name: '検索' }, slow);
    fireEvent.click(button as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'ワークスペースを検索' }, slow);
    fireEvent.change(within(dialog).getByRole('combobox', { name: '検索する言葉' }), {
      target: { value: '請求' },
    });
    expect(
      await within(dialog).findByRole('option', { name: '「請求」の結果をすべて表示' }, slow),
    ).toHaveAttribute('href', '/ja/search?q=%E8%AB%8B%E6%B1%82');
    await waitFor(() => {
      expect(within(dialog).getByRole('status')).toHaveTextContent('7件の結果');
    }, slow);
  });
});
