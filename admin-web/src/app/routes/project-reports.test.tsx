import type { Plan, ProjectMemberReportPage, ProjectReportRow, Role } from '@punchcard/shared';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import ProjectReportsRoute from '@/app/routes/project-reports';
import {
  HANA_ID,
  hana,
  KEN_ID,
  me,
  site,
  SITE_ID,
  TASK_ID,
  wireDetails,
} from '@/features/projects/testing/project-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoute, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const PAGES = 'GET /v1/projects/members/reports/pages';
// The workspace is in Asia/Tokyo: November 2026 runs from its local midnights.
const NOV_START = Date.UTC(2026, 10, 1, -9) / 1000;
const DEC_START = Date.UTC(2026, 11, 1, -9) / 1000;

const hanaMember = { id_user: HANA_ID, name: 'Hana Sato', email: 'hana@example.com', avatar: null };
const kenMember = { id_user: KEN_ID, name: 'Ken Mori', email: 'ken@example.com', avatar: null };

function row(overrides: Partial<ProjectReportRow>): ProjectReportRow {
  return {
    member: hanaMember,
    group: null,
    rate: '30.00',
    current_rate: '35.00',
    duration: 9_000,
    cost: '75.00',
    start: NOV_START + 3_600,
    end: NOV_START + 90_000,
    ...overrides,
  };
}

function wirePage(overrides: Partial<ProjectMemberReportPage> = {}): ProjectMemberReportPage {
  return {
    id_project: SITE_ID,
    project_name: 'Website relaunch',
    start: NOV_START,
    end: DEC_START,
    time_zone: 'Asia/Tokyo',
    currency: 'USD',
    view: 'DETAILS',
    groups: 'member',
    page: 1,
    item: 50,
    total_items: 2,
    totals: { duration: 12_600, cost: '85.00' },
    items: [
      row({}),
      row({
        member: kenMember,
        rate: '10.00',
        current_rate: '10.00',
        duration: 3_600,
        cost: '10.00',
      }),
    ],
    ...overrides,
  };
}

function setup(role: Role, plan: Plan, pages: ApiRoute, path: string) {
  const api = mockApi({
    'GET /v1/accounts/me': ok(wireMe(wireWorkspace({ role, plan }))),
    [`GET /v1/projects/${SITE_ID}`]: ok(wireDetails(site)),
    [`GET /v1/projects/${SITE_ID}/members`]: ok([me, hana]),
    'GET /v1/workspaces/schedule': ok({ week_start: 1 }),
    [PAGES]: pages,
  });
  const routes = ['', '/ja'].map((prefix) => ({
    path: `${prefix}/projects/:id/reports`,
    Component: ProjectReportsRoute,
  }));
  return { api, ...renderRoutes(routes, path) };
}

const november = `/projects/${SITE_ID}/reports?unit=month&from=2026-11-01`;

// The page loads several namespaces and reads on first render; a busy machine needs time.
configure({ asyncUtilTimeout: 5_000 });

describe('a project’s report', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['projects', 'projectReports', 'reportPeriods', 'errors']);
  });
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  it('shows time, rates and cost per member with the totals and the downloads', async () => {
    ({ api } = setup('Owner', 'BASIC', ok(wirePage()), november));
    const table = await screen.findByRole('table', { name: /November 2026/ });
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(table)
        .getAllByRole('row')
        .map((tr) => tr.textContent),
    ).toEqual([
      'MemberRateCurrent rateTimeCost',
      'Hana Satohana@example.com$30.00/h$35.00/h2h 30m$75.00',
      'Ken Moriken@example.com$10.00/h$10.00/h1h$10.00',
      'Total3h 30m$85.00',
    ]);
    expect(screen.getByText('Days are counted in Asia/Tokyo.')).toBeVisible();
    const asked = api.callsTo(PAGES)[0]?.query;
    expect(asked?.get('id_project')).toBe(SITE_ID);
    expect(asked?.get('start_time')).toBe(String(NOV_START));
    expect(asked?.get('end_time')).toBe(String(DEC_START));
    expect(asked?.get('marker.page')).toBe('1');
    expect(asked?.get('groups')).toBe('member');
    const downloads = screen.getByRole('group', { name: 'Download the report' });
    const pdf =
      within(downloads).getByRole('link', { name: 'Download PDF' }).getAttribute('href') ?? '';
    expect(pdf).toMatch(/^\/v1\/projects\/members\/reports\/pages\/pdf\?id_project=/);
    expect(within(downloads).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('/v1/projects/members/reports/export?') as string,
    );
  });

  it('groups rows by task and keeps the grouping in the address', async () => {
    let router;
    ({ api, router } = setup(
      'Owner',
      'BASIC',
      (call) =>
        ok(
          call.query.get('groups') === 'task'
            ? wirePage({
                groups: 'task',
                items: [
                  row({ group: { kind: 'task', key: TASK_ID, label: 'Design' } }),
                  row({ group: { kind: 'task', key: null, label: null }, duration: 3_600 }),
                ],
              })
            : wirePage(),
        ),
      november,
    ));
    await screen.findByRole('table', { name: /November 2026/ });
    fireEvent.click(screen.getByRole('combobox', { name: 'Group by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Task' }));
    await waitFor(() => {
      expect(router.state.location.search).toContain('group=task');
    });
    expect(await screen.findByRole('cell', { name: 'Design' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'No task' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Task' })).toBeVisible();
    expect(api.callsTo(PAGES).at(-1)?.query.get('groups')).toBe('task');
    expect(screen.getByRole('link', { name: 'Download XLSX' }).getAttribute('href')).toContain(
      'groups=task',
    );
  });

  it('leaves rates and cost out when the caller may not read them', async () => {
    const personal = wirePage({
      view: 'PERSONAL',
      total_items: 1,
      totals: { duration: 9_000, cost: null },
      items: [row({ rate: null, current_rate: null, cost: null })],
    });
    ({ api } = setup('Member', 'BASIC', ok(personal), november));
    const table = await screen.findByRole('table', { name: /November 2026/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Member', 'Time']);
    expect(screen.getByText('Your own time on the project.')).toBeVisible();
    expect(screen.queryByText('Cost')).toBeNull();
  });

  it('says which plan has project reports, without asking for one', async () => {
    ({ api } = setup('Owner', 'FREE', ok(wirePage()), november));
    expect(
      await screen.findByText('Project reports come with the LITE plan and above.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the project’s total instead' })).toHaveAttribute(
      'href',
      `/projects/${SITE_ID}/total`,
    );
    expect(api.callsTo(PAGES)).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Download the report' })).toBeNull();
  });

  it('tells a refusal of the API in words, not as an error page', async () => {
    ({ api } = setup('Owner', 'BASIC', refused(403, 'plan_feature_unavailable'), november));
    expect(
      await screen.findByText('Project reports come with the LITE plan and above.'),
    ).toBeVisible();
  });

  it('speaks Japanese under /ja', async () => {
    await i18n.changeLanguage('ja');
    ({ api } = setup('Owner', 'BASIC', ok(wirePage()), `/ja${november}`));
    expect(await screen.findByRole('table', { name: /2026年11月/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'レポート' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('columnheader', { name: '現在の単価' })).toBeVisible();
    expect(screen.getByText('日付はAsia/Tokyoで数えています。')).toBeVisible();
    expect(screen.getByRole('link', { name: 'CSVをダウンロード' }).getAttribute('href')).toContain(
      'lang=ja',
    );
  });
});
