import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import ReportsAttendanceRoute from '@/app/routes/reports-attendance';
import {
  wireAttendanceReport,
  wireAttendanceSummary,
} from '@/features/attendance-report/testing/attendance-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, jsonAnswer, mockApi, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { ACME_ID, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  { path: `${prefix}/reports/attendance`, Component: ReportsAttendanceRoute },
  { path: `${prefix}/reports/summary`, element: <p>Summary page</p> },
]);

const tokyo = (iso: string) => Date.parse(`${iso}+09:00`) / 1000;
const NOVEMBER = '/reports/attendance?unit=month&from=2026-11-01';

function answers(workspace = wireWorkspace({ role: 'Manager', billing: 'none' })): ApiRoutes {
  return {
    '/v1/accounts/me': jsonAnswer(200, wireMe(workspace)),
    '/v1/workspaces/schedule': jsonAnswer(200, { time_zone: 'Asia/Tokyo', week_start: 1 }),
    [`/v1/workspaces/${ACME_ID}/members`]: jsonAnswer(200, []),
    '/v1/workspaces/reports/attendance': jsonAnswer(200, wireAttendanceReport()),
    '/v1/workspaces/reports/attendance/summary': jsonAnswer(200, wireAttendanceSummary()),
    '/v1/workspaces/reports/seals': jsonAnswer(200, []),
  };
}

describe('the attendance report page', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['attendanceReport', 'reportPeriods']);
  });
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  it('shows the month by member and day in the workspace zone, with totals', async () => {
    api = mockApi(answers());
    renderRoutes(routes, NOVEMBER);

    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Reports' });
    expect(within(tabs).getByRole('link', { name: 'Attendance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', { name: /November 2026; times in Asia/ });
    const ada = within(table).getByRole('rowheader', { name: /Ada Lovelace/ });
    expect(ada).toBeInTheDocument();
    const day = within(table).getByRole('row', { name: /Mon, Nov 2/ });
    expect(within(day).getByText('08:45')).toBeInTheDocument();
    expect(within(day).getByText('18:15')).toBeInTheDocument();
    expect(within(day).getByText('8:30')).toBeInTheDocument();
    expect(within(table).getByText('Still clocked in')).toBeInTheDocument();
    // The foot row sums every member (the summary), not only this page.
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('40:00');
    expect(screen.getByText('Members 1–2 of 2')).toBeInTheDocument();

    const [call] = api.callsTo('GET /v1/workspaces/reports/attendance');
    expect(call?.query.get('start_time')).toBe(String(tokyo('2026-11-01T00:00:00')));
    expect(call?.query.get('end_time')).toBe(String(tokyo('2026-12-01T00:00:00')));
    expect(call?.query.get('period')).toBe('Daily');
    expect(call?.query.get('status')).toBe('active');
    expect(call?.query.get('item')).toBe('20');
  });

  it('offers downloads with the filters and language, and steps the period', async () => {
    api = mockApi(answers());
    const { router } = renderRoutes(routes, NOVEMBER);

    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    const href = new URL(csv.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/v1/workspaces/reports/attendance/export');
    expect(href.searchParams.get('format')).toBe('csv');
    expect(href.searchParams.get('lang')).toBe('en');
    expect(href.searchParams.get('start_time')).toBe(String(tokyo('2026-11-01T00:00:00')));
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download');

    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    expect(await screen.findByText('December 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?unit=month&from=2026-12-01');
    const december = api
      .callsTo('GET /v1/workspaces/reports/attendance')
      .find((call) => call.query.get('start_time') === String(tokyo('2026-12-01T00:00:00')));
    expect(december).toBeDefined();
  });

  it('opens one member’s rows in the attendance-report dialog', async () => {
    api = mockApi(answers());
    renderRoutes(routes, NOVEMBER);

    fireEvent.click(await screen.findByRole('button', { name: 'Details of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance of Ada Lovelace' });
    expect(within(dialog).getByText('8.50 h')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Mon, Nov 2/ })).toHaveTextContent('9:30');
  });

  it('tells a member the team’s attendance is for managers, without asking the API', async () => {
    api = mockApi(answers(wireWorkspace({ role: 'Member', billing: 'none' })));
    renderRoutes(routes, NOVEMBER);

    expect(await screen.findByText('The team’s attendance is for managers')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the summary' })).toHaveAttribute(
      'href',
      '/reports/summary',
    );
    expect(screen.queryByRole('navigation', { name: 'Reports' })).toBeNull();
    expect(api.callsTo('GET /v1/workspaces/reports/attendance')).toHaveLength(0);
  });

  it('names the plan that has the report on a plan without it', async () => {
    api = mockApi(answers(wireWorkspace({ role: 'Owner', plan: 'FREE', billing: 'test' })));
    renderRoutes(routes, NOVEMBER);
    expect(
      await screen.findByText('Attendance reports come with the BASIC plan'),
    ).toBeInTheDocument();
  });

  it('shows the API’s plan refusal as the same clear state', async () => {
    api = mockApi({
      ...answers(),
      '/v1/workspaces/reports/attendance': refused(403, 'plan_feature_unavailable'),
    });
    renderRoutes(routes, NOVEMBER);
    expect(await screen.findByText(/Attendance reports come with the/)).toBeInTheDocument();
  });

  it('keeps the row size in the address and asks the API for it', async () => {
    api = mockApi(answers());
    const { router } = renderRoutes(routes, `${NOVEMBER}&page=2`);

    const rows = await screen.findByRole('combobox', { name: 'Rows' });
    fireEvent.click(rows);
    fireEvent.click(await screen.findByRole('option', { name: 'By week' }));
    expect(router.state.location.search).toContain('period=Weekly');
    const weekly = api
      .callsTo('GET /v1/workspaces/reports/attendance')
      .find((call) => call.query.get('period') === 'Weekly');
    expect(weekly?.query.get('page')).toBe('2');
  });

  it('speaks Japanese under /ja', async () => {
    api = mockApi(answers());
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja${NOVEMBER}`);

    expect(await screen.findByRole('heading', { level: 1, name: '勤怠' })).toBeVisible();
    expect(await screen.findByText('2026年11月')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '出勤' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSVをダウンロード' }).getAttribute('href')).toContain(
      'lang=ja',
    );
    expect(screen.getByRole('heading', { level: 2, name: '給与期間' })).toBeInTheDocument();
  });
});
