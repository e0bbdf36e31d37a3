import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ClockStatus } from '@punchcard/shared';
import dayjs from 'dayjs';
import type { RouteObject } from 'react-router';

import HomeRoute, { partOfDay } from '@/app/routes/home';
import {
  activityAt,
  breakAt,
  catalogue,
  meIn,
  PROJECT_ID,
  WORKSPACE_ID,
  workspaceTimeAt,
} from '@/features/workspace-times/testing/fixtures';
import { mondayOf } from '@/features/workspace-times/utils/period';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/home`,
  Component: HomeRoute,
}));

// Entries relative to now: the page shows today and this week.
const startOfToday = dayjs().startOf('day');
const clockedIn = Math.max(startOfToday.unix(), dayjs().subtract(2, 'hour').unix());
const running = workspaceTimeAt('w-now', clockedIn, null);
const earlier = dayjs().subtract(2, 'day').startOf('day');
const past = workspaceTimeAt('w-past', earlier.hour(9).unix(), earlier.hour(17).unix(), [
  breakAt('b1', 'w-past', earlier.hour(12).unix(), earlier.hour(13).unix()),
]);
const review = activityAt('a1', earlier.hour(9).unix(), earlier.hour(11).unix(), {
  id_project: PROJECT_ID,
  description: 'Design review',
});

const working: ClockStatus = {
  work_status: 'WORKING',
  workspace_time: running,
  break: null,
  activity: null,
};

function answers(status: ClockStatus, me = meIn()) {
  return {
    '/v1/accounts/me': jsonAnswer(200, me),
    '/v1/workspaces/timestamps/status': jsonAnswer(200, status),
    '/v1/workspaces/timestamps': jsonAnswer(200, [past, running]),
    '/v1/activities': jsonAnswer(200, [review]),
    '/v1/projects': jsonAnswer(200, catalogue.projects),
    [`/v1/tasks/workspace/${WORKSPACE_ID}`]: jsonAnswer(200, []),
    '/v1/tasks/categories': jsonAnswer(200, catalogue.categories),
    '/v1/tags': jsonAnswer(200, catalogue.tags),
  };
}

describe('the home page', () => {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['home', 'timestamps']);
  });
  afterEach(async () => {
    // Unmounted first: switching the language back must not re-render a finished test's page.
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('greets by the time of day', () => {
    expect(partOfDay(7)).toBe('morning');
    expect(partOfDay(12)).toBe('afternoon');
    expect(partOfDay(19)).toBe('evening');
    expect(partOfDay(2)).toBe('evening');
  });

  it('shows the status now, the totals, and recent entries with the ways on', async () => {
    restoreFetch = mockApi(answers(working)).restore;
    renderRoutes(routes, '/home');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Good (morning|afternoon|evening), Ada$/,
      }),
    ).toBeVisible();
    expect(screen.getByText('Your time in Acme Design')).toBeVisible();

    const status = await screen.findByRole('region', { name: 'Right now' });
    expect(
      await within(status).findByText(`Working since ${dayjs.unix(clockedIn).format('h:mm A')}`),
    ).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Go to the clock' })).toHaveAttribute(
      'href',
      '/clock',
    );

    // Two days ago is in this week except on Mondays and Tuesdays.
    const inThisWeek = !earlier.isBefore(mondayOf(dayjs()));
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getByText('Breaks').parentElement).toHaveTextContent(
      inThisWeek ? /1h$/ : /0m$/,
    );

    const recent = screen.getByRole('region', { name: 'Recent entries' });
    expect(within(recent).getByRole('link', { name: 'See all timestamps' })).toHaveAttribute(
      'href',
      '/timestamps/list-view',
    );
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Running');
    expect(await within(recent).findByText('Website redesign')).toBeVisible();
    expect(within(recent).getByText('Breaks 1h')).toBeVisible();
    await waitFor(() => {
      expect(document.title).toMatch(/Home \| Punchcard$/);
    });
  });

  it('says when the member is not clocked in', async () => {
    restoreFetch = mockApi(
      answers({ work_status: 'NOT_WORKING', workspace_time: null, break: null, activity: null }),
    ).restore;
    renderRoutes(routes, '/home');
    expect(await screen.findByText('You are not clocked in.')).toBeVisible();
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi(answers(working)).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/home');

    expect(await screen.findByRole('heading', { level: 1, name: /Ada さん$/ })).toBeVisible();
    expect(await screen.findByRole('region', { name: '現在の状況' })).toBeVisible();
    expect(screen.getByRole('link', { name: '打刻ページへ' })).toHaveAttribute('href', '/ja/clock');
    expect(await screen.findByRole('link', { name: 'すべての記録を見る' })).toHaveAttribute(
      'href',
      '/ja/timestamps/list-view',
    );
    expect(screen.getByRole('region', { name: '今週' })).toBeVisible();
  });
});
