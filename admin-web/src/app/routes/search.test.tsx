import { SEARCH_LIMIT_MAX, SEARCH_SIZE_CAP } from '@punchcard/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SearchRoute from '@/app/routes/search';
import {
  invoiceHits,
  PROJECT_HIT_ID,
  TASK_HIT_ID,
  wireHit,
  wireResult,
} from '@/features/search/testing/search-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiAnswer, type ApiMock, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = [
  { path: '/search', Component: SearchRoute },
  { path: '/ja/search', Component: SearchRoute },
];

const owner = wireMe(wireWorkspace({ role: 'Owner' }));
const member = wireMe(wireWorkspace({ role: 'Member' }));

let api: ApiMock | undefined;
function start(
  path: string,
  search: ApiAnswer | ApiAnswer[] = ok(wireResult(invoiceHits)),
  me = owner,
) {
  api = mockApi({ '/v1/accounts/me': ok(me), 'GET /v1/search': search });
  return renderRoutes(routes, path);
}

/** A loaded machine renders slowly. */
const slow = { timeout: 8_000 };

const section = (name: string) => screen.getByRole('region', { name });

describe('the search page', () => {
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

  it('groups the results by kind with the match marked, each linking where it lives', async () => {
    start('/search?q=%E8%AB%8B%E6%B1%82');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search' }, slow),
    ).toBeInTheDocument();
    expect(await screen.findByText('7 results for “請求”', {}, slow)).toHaveAttribute(
      'role',
      'status',
    );
    expect(document.title).toContain('“請求” – Search');
    const [call] = api?.callsTo('GET /v1/search') ?? [];
    expect(call?.query.get('q')).toBe('請求');
    expect(call?.query.get('limit')).toBe(String(SEARCH_LIMIT_MAX));

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Projects',
      'Tasks',
      'Clients',
      'Tags',
      'Task categories',
      'Members',
      'Activities',
    ]);
    const task = within(section('Tasks')).getByRole('link', { name: /請求\s*書の作成/ });
    expect(task).toHaveAttribute('href', `/tasks?task=${TASK_HIT_ID}`);
    expect(within(task).getByText('請求', { selector: 'mark' })).toBeInTheDocument();
    expect(within(section('Tasks')).getByText('経理')).toBeInTheDocument();
    expect(within(section('Projects')).getByRole('link')).toHaveAttribute(
      'href',
      `/projects/${PROJECT_HIT_ID}/timestamps`,
    );
    expect(within(section('Clients')).getByRole('link')).toHaveAttribute('href', '/clients');
    expect(within(section('Tags')).getByRole('link')).toHaveAttribute('href', '/tags');
    expect(within(section('Task categories')).getByRole('link')).toHaveAttribute(
      'href',
      '/task-categories',
    );
    expect(within(section('Activities')).getByRole('link')).toHaveAttribute(
      'href',
      '/timestamps/list-view',
    );
    expect(within(section('Members')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/member\/.+\/timestamps$/),
    );
  });

  it('lists a colleague a member may not open without a link, and says why', async () => {
    start('/search?q=%E8%AB%8B%E6%B1%82', ok(wireResult(invoiceHits)), member);
    const members = await screen.findByRole('region', { name: 'Members' }, slow);
    expect(within(members).queryByRole('link')).not.toBeInTheDocument();
    expect(within(members).getByText('taro@example.com')).toBeInTheDocument();
    expect(
      within(members).getByText('Only people who manage members can open their pages.'),
    ).toBeInTheDocument();
  });

  it('says when the count passes what is shown, and when it reached the cap', async () => {
    const many = Array.from({ length: 3 }, (_, index) =>
      wireHit({ type: 'task', id: `task-${String(index)}`, title: `Bake batch ${String(index)}` }),
    );
    start('/search?q=bake', ok(wireResult(many, SEARCH_SIZE_CAP)));
    expect(
      await screen.findByText(`${String(SEARCH_SIZE_CAP)} or more results for “bake”`, {}, slow),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The 3 best matches are shown. Add a word to narrow the search.'),
    ).toBeInTheDocument();
  });

  it('searches from its own box, putting the query in the address', async () => {
    const { router } = start('/search');
    expect(await screen.findByText('What are you looking for?', {}, slow)).toBeInTheDocument();
    expect(api?.callsTo('GET /v1/search')).toHaveLength(0);

    const form = screen.getByRole('search');
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Search for' }), {
      target: { value: ' 請求 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=%E8%AB%8B%E6%B1%82');
    }, slow);
    expect(await screen.findByText('7 results for “請求”', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('請求');
  });

  it('says when nothing matches', async () => {
    start('/search?q=zzz', ok(wireResult([])));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('Nothing matches “zzz”');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('explains a failure and searches again on request', async () => {
    start('/search?q=bake', [
      refused(429, 'error.too_many_requests'),
      ok(wireResult([wireHit({ type: 'tag', title: 'bake' })])),
    ]);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('The search could not be run')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 result for “bake”', {}, slow)).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    await i18n.changeLanguage('ja');
    start('/ja/search?q=%E8%AB%8B%E6%B1%82');
    expect(
      await screen.findByRole('heading', { level: 1, name: '検索' }, slow),
    ).toBeInTheDocument();
    expect(await screen.findByText('「請求」の結果 7件', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'タスクカテゴリー' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'タグ' })).getByRole('link')).toHaveAttribute(
      'href',
      '/ja/tags',
    );
  });
});
