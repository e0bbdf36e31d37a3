import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import GuideRoute from '@/app/routes/guide';
import { i18n } from '@/lib/i18n';
import { type ApiMock, jsonAnswer, mockApi, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/guide`,
  Component: GuideRoute,
}));

const notDoneYet = { ...signedInMe, user: { ...signedInMe.user, is_tutorial_done: false } };
const saved = jsonAnswer(200, { is_tutorial_done: true });

const press = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name }));
};

/** Takes every step of the tour on its practice clock. */
async function takeTheTour() {
  await press('Clock in');
  expect(await screen.findByRole('heading', { level: 2, name: 'Start an activity' })).toBeVisible();
  const description = screen.getByRole('textbox', { name: 'Description' });
  // The next step's control takes the focus, so keyboard users carry on where they are.
  expect(description).toHaveFocus();
  fireEvent.change(description, { target: { value: 'Weekly report' } });
  await press('Start activity');
  expect(await screen.findByRole('heading', { level: 2, name: 'Take a break' })).toBeVisible();
  await press('Let 30 minutes pass');
  const clock = screen.getByRole('region', { name: 'Practice clock' });
  expect(within(clock).getByRole('timer', { name: 'Work time' })).toHaveTextContent(/^00:30:0\d$/);
  expect(within(clock).getByRole('timer', { name: 'Activity time' })).toHaveTextContent(
    /^00:30:0\d$/,
  );
  expect(within(clock).getByText('Weekly report')).toBeInTheDocument();
  await press('Take a break');
  expect(within(clock).getByText('On a break')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'End break' })).toHaveFocus();
  await press('End break');
  expect(await screen.findByRole('heading', { level: 2, name: 'End your session' })).toBeVisible();
  await press('Clock out');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'You finished the tour' }),
  ).toHaveFocus();
}

describe('the guided tour', () => {
  // Whole pages on a shared two-core machine: the default 5 s is too tight under load.
  jest.setTimeout(30_000);
  let api: ApiMock | undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['help', 'clock']);
  });
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  it('walks a signed-out visitor through the clock without recording anything', async () => {
    api = mockApi({ '/v1/accounts/me': signedOut });
    renderRoutes(routes, '/guide');

    expect(await screen.findByRole('heading', { level: 1, name: 'Guided tour' })).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Steps of the tour' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Clock in', '2Start an activity', '3Take a break', '4End your session']);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');

    await takeTheTour();

    expect(screen.getByText(/Your practice day: worked 00:30:0\d, breaks 00:00:0\d/)).toBeVisible();
    expect(screen.getByText(/You are not signed in, so nothing is saved/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(api.writes()).toEqual([]);
  });

  it('notes on the account that a signed-in member finished it', async () => {
    let me = notDoneYet;
    api = mockApi({
      '/v1/accounts/me': () => jsonAnswer(200, me),
      'PATCH /v1/accounts/me/tutorial-state': () => {
        me = signedInMe;
        return saved;
      },
    });
    renderRoutes(routes, '/guide');
    await screen.findByRole('heading', { level: 1, name: 'Guided tour' });

    await takeTheTour();

    expect(
      await screen.findByText('Saved: your account remembers that you finished the tour.'),
    ).toBeVisible();
    expect(api.writes().map(({ body }) => body)).toEqual([{ is_tutorial_done: true }]);
    expect(screen.getByRole('link', { name: 'Go to the clock' })).toHaveAttribute('href', '/clock');
    // Saved on this visit: no "finished before" notice appears once `me` is read again.
    await waitFor(() => {
      expect(api?.callsTo('GET /v1/accounts/me').length).toBeGreaterThan(1);
    });
    expect(screen.queryByText(/You finished this tour before/)).not.toBeInTheDocument();
  });

  it('says when saving failed, and tries again', async () => {
    api = mockApi({
      '/v1/accounts/me': jsonAnswer(200, notDoneYet),
      'PATCH /v1/accounts/me/tutorial-state': [refused(503, 'error.service_unavailable'), saved],
    });
    renderRoutes(routes, '/guide');
    await screen.findByRole('heading', { level: 1, name: 'Guided tour' });

    await takeTheTour();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account could not note that you finished the tour.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Saved: your account remembers that you finished the tour.'),
    ).toBeVisible();
    expect(api.callsTo('PATCH /v1/accounts/me/tutorial-state')).toHaveLength(2);
  });

  it('lets a member take it again without saving twice', async () => {
    api = mockApi({ '/v1/accounts/me': jsonAnswer(200, signedInMe) });
    renderRoutes(routes, '/guide');

    expect(await screen.findByText(/You finished this tour before/)).toBeVisible();
    await takeTheTour();
    await press('Take the tour again');
    expect(await screen.findByRole('heading', { level: 2, name: 'Clock in' })).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('speaks Japanese under /ja, with the clock’s own words', async () => {
    api = mockApi({ '/v1/accounts/me': signedOut });
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/guide');

    expect(await screen.findByRole('heading', { level: 1, name: 'ガイドツアー' })).toBeVisible();
    await press('出勤');
    expect(await screen.findByRole('button', { name: '作業を開始' })).toBeVisible();
    expect(screen.getByText('勤務中')).toBeInTheDocument();
  });
});
