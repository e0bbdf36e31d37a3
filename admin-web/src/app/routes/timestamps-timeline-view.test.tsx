import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import TimestampsTimelineViewRoute from '@/app/routes/timestamps-timeline-view';
import {
  activityAt,
  at,
  breakAt,
  CATEGORY_ID,
  catalogue,
  meIn,
  PROJECT_ID,
  WORKSPACE_ID,
  type WorkspaceOptions,
  workspaceTimeAt,
} from '@/features/workspace-times/testing/fixtures';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>{`${pathname}${search}`}</p>
    </main>
  );
}

const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  { path: `${prefix}/timestamps/timeline-view`, Component: TimestampsTimelineViewRoute },
  { path: `${prefix}/timestamps/list-view`, element: <Where name="List" /> },
]);

const work = workspaceTimeAt('w1', at('2024-05-01T09:00'), at('2024-05-01T17:30'), [
  breakAt('b1', 'w1', at('2024-05-01T12:00'), at('2024-05-01T12:45')),
]);
// A night shift: it shows on both days it touches.
const night = workspaceTimeAt('w2', at('2024-05-02T22:00'), at('2024-05-03T02:00'));
const design = activityAt('a1', at('2024-05-01T09:15'), at('2024-05-01T11:45'), {
  id_project: PROJECT_ID,
  id_category: CATEGORY_ID,
  description: 'Home page layout',
});

function answers(options: WorkspaceOptions = {}) {
  return {
    '/v1/accounts/me': jsonAnswer(200, meIn(options)),
    '/v1/workspaces/timestamps': jsonAnswer(200, [work, night]),
    '/v1/activities': jsonAnswer(200, [design]),
    '/v1/projects': jsonAnswer(200, catalogue.projects),
    [`/v1/tasks/workspace/${WORKSPACE_ID}`]: jsonAnswer(200, []),
    '/v1/tasks/categories': jsonAnswer(200, catalogue.categories),
    '/v1/tags': jsonAnswer(200, catalogue.tags),
  };
}

describe('the timestamps timeline', () => {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['timestamps', 'clock', 'errors', 'requests']);
  });
  afterEach(async () => {
    // Unmounted first: switching the language back must not re-render a finished test's page.
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('draws a row per day with a labelled bar per entry', async () => {
    restoreFetch = mockApi(answers()).restore;
    renderRoutes(routes, '/timestamps/timeline-view?week=2024-05-01');

    expect(await screen.findByRole('heading', { level: 1, name: 'Timestamps' })).toBeVisible();
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Mon, Apr 29Mon, Apr 29, 2024',
      'Tue, Apr 30Tue, Apr 30, 2024',
      'Wed, May 1Wed, May 1, 2024',
      'Thu, May 2Thu, May 2, 2024',
      'Fri, May 3Fri, May 3, 2024',
      'Sat, May 4Sat, May 4, 2024',
      'Sun, May 5Sun, May 5, 2024',
    ]);
    expect(
      screen.getByRole('button', { name: 'Work time 9:00 AM – 5:30 PM, 8h 30m' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Break 12:00 PM – 12:45 PM, 45m' })).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Activity 9:15 AM – 11:45 AM, 2h 30m' }),
    ).toBeVisible();
    // Under the day it starts, and again under the next, with the date on the other side.
    expect(
      screen.getByRole('button', { name: 'Work time 10:00 PM – May 3, 2024 2:00 AM, 4h' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Work time May 2, 2024 10:00 PM – 2:00 AM, 4h' }),
    ).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Timestamps (timeline) | Punchcard');
    });
  });

  it('shows an entry on hover and offers its actions on click', async () => {
    restoreFetch = mockApi(answers()).restore;
    renderRoutes(routes, '/timestamps/timeline-view?day=2024-05-01');

    const bar = await screen.findByRole('button', { name: /^Activity 9:15 AM/ });
    fireEvent.mouseEnter(bar);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Website redesign')).toBeInTheDocument();
    expect(within(tooltip).getByText('Home page layout')).toBeInTheDocument();

    fireEvent.click(bar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this activity?' })).toBeVisible();
  });

  it('offers a request from a bar where changes need approval', async () => {
    restoreFetch = mockApi(
      answers({ role: 'Member', plan: 'LITE', isApprovalRequired: true }),
    ).restore;
    renderRoutes(routes, '/timestamps/timeline-view?day=2024-05-01');

    fireEvent.click(await screen.findByRole('button', { name: /^Break 12:00 PM/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Request deletion' })).toBeVisible();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Request a change' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('switches between fitted hours and the whole day, and back to the list', async () => {
    restoreFetch = mockApi(answers()).restore;
    const { router } = renderRoutes(routes, '/timestamps/timeline-view?day=2024-05-01');
    await screen.findByRole('button', { name: /^Work time 9:00 AM/ });

    expect(screen.getByText('8:00 AM')).toBeInTheDocument();
    expect(screen.queryByText('12:00 AM')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Whole day' }));
    expect(await screen.findByText('12:00 AM')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeVisible();
    expect(router.state.location.search).toBe('?day=2024-05-01');
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi(answers()).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/timestamps/timeline-view?day=2024-05-01');

    expect(await screen.findByRole('heading', { level: 1, name: '記録一覧' })).toBeVisible();
    expect(
      await screen.findByRole('button', { name: '勤務時間 09:00 – 17:30, 8時間30分' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: '終日' })).toBeInTheDocument();
    expect(screen.getByText('5/1（水）')).toBeInTheDocument();
  });
});
