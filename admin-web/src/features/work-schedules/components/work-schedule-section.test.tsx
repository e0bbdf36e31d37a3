import {
  DEFAULT_SCHEDULE_DAYS,
  type MemberScheduleView,
  type Role,
  type WorkspaceScheduleView,
} from '@punchcard/shared';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { WorkScheduleSection } from '@/features/work-schedules/components/work-schedule-section';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { i18n } from '@/lib/i18n';
import { todayIn } from '@/lib/report-range';
import type { Workspace } from '@/lib/wire';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';
import { ACME_ID, wireWorkspace } from '@/testing/wire-fixtures';

const KEN_ID = '1d2e3f40-0000-4000-8000-0000000000c2';
const MEMBER_SCHEDULE = `/v1/workspaces/members/${KEN_ID}/schedule`;
const today = todayIn('Asia/Tokyo');

const shortFridays = DEFAULT_SCHEDULE_DAYS.map((day) =>
  day.weekday === 5 ? { ...day, end: '15:00' } : day,
);

function wireView(overrides: Partial<WorkspaceScheduleView> = {}): WorkspaceScheduleView {
  const current = { days: [...DEFAULT_SCHEDULE_DAYS], effective_from: '2026-04-01' };
  return {
    time_zone: 'Asia/Tokyo',
    week_start: 1,
    current,
    history: [
      { days: shortFridays, effective_from: '2999-01-01' },
      current,
      { days: [...DEFAULT_SCHEDULE_DAYS], effective_from: '1970-01-01' },
    ],
    overrides: [],
    ...overrides,
  };
}

const kenView = (isCustom: boolean): MemberScheduleView => ({
  id_user: KEN_ID,
  is_custom: isCustom,
  current: { days: [...DEFAULT_SCHEDULE_DAYS], effective_from: '2026-04-01' },
  updated_at: null,
});

function setup(role: Role, routes: ApiRoutes = {}) {
  const api = mockApi({
    'GET /v1/workspaces/schedule': ok(wireView()),
    'PUT /v1/workspaces/schedule': ok(wireView()),
    [`GET /v1/workspaces/${ACME_ID}/members`]: ok([
      {
        id_user: KEN_ID,
        name: 'Ken Mori',
        email: 'ken@example.com',
        status: 'ACTIVE',
        deleted_at: null,
      },
    ]),
    [`GET ${MEMBER_SCHEDULE}`]: ok(kenView(false)),
    ...routes,
  });
  const workspace = toCamelCaseKeys(wireWorkspace({ role })) as Workspace;
  renderWithProviders(<WorkScheduleSection workspace={workspace} />);
  return api;
}

configure({ asyncUtilTimeout: 5_000 });

describe('the work schedule settings', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['schedules', 'reportPeriods', 'errors']);
  });
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  it('saves a changed week and week start from today', async () => {
    api = setup('Owner');
    const week = await screen.findByRole('group', { name: 'Working days of the workspace' });
    expect(within(week).getByText('Scheduled per week: 45h')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save schedule' });
    expect(save).toBeDisabled();
    fireEvent.click(within(week).getByRole('switch', { name: 'Saturday' }));
    fireEvent.change(within(week).getByLabelText('Saturday end'), { target: { value: '13:00' } });
    fireEvent.change(within(week).getByLabelText('Saturday start'), { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Weeks start on/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sunday' }));
    expect(within(week).getByText('Scheduled per week: 48h')).toBeVisible();
    fireEvent.click(save);
    await screen.findByText('The schedule was saved.');
    expect(api.callsTo('PUT /v1/workspaces/schedule')[0]?.body).toEqual({
      days: [
        ...DEFAULT_SCHEDULE_DAYS.slice(0, 5),
        { weekday: 6, start: '10:00', end: '13:00' },
        { weekday: 7, start: null, end: null },
      ],
      week_start: 7,
      effective_from: today,
    });
  });

  it('points at a day whose end is not after its start, and will not save it', async () => {
    api = setup('Owner');
    const week = await screen.findByRole('group', { name: 'Working days of the workspace' });
    fireEvent.change(within(week).getByLabelText('Monday end'), { target: { value: '08:00' } });
    expect(within(week).getByText('The end must be after the start.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
  });

  it('lists every version with whether it is in force, and says why a save failed', async () => {
    api = setup('Owner', { 'PUT /v1/workspaces/schedule': refused(400, 'bad_request') });
    const versions = await screen.findByRole('region', { name: 'Versions' });
    expect(
      within(versions)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FromHours',
      'Jan 1, 2999UpcomingMon–Thu 09:00–18:00 · Fri 09:00–15:00',
      'Apr 1, 2026In forceMon–Fri 09:00–18:00',
      'DefaultReplacedMon–Fri 09:00–18:00',
    ]);
    const week = screen.getByRole('group', { name: 'Working days of the workspace' });
    fireEvent.click(within(week).getByRole('switch', { name: 'Monday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('The schedule could not be saved.')).toBeVisible();
  });

  it('gives a member their own week and returns them to the workspace’s', async () => {
    let custom = false;
    api = setup('Owner', {
      [`GET ${MEMBER_SCHEDULE}`]: () => ok(kenView(custom)),
      [`PUT ${MEMBER_SCHEDULE}`]: () => {
        custom = true;
        return ok(kenView(true));
      },
      [`DELETE ${MEMBER_SCHEDULE}`]: () => {
        custom = false;
        return ok(kenView(false));
      },
    });
    const members = await screen.findByRole('region', { name: 'Members’ own schedules' });
    expect(within(members).getByText('Every member follows the workspace schedule.')).toBeVisible();
    const picker = within(members).getByRole('combobox', { name: /^Member/ });
    await waitFor(() => {
      expect(picker).toBeEnabled();
    });
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Ken Mori' }));
    expect(await screen.findByText('Ken Mori follows the workspace schedule.')).toBeVisible();
    const week = screen.getByRole('group', { name: 'Working days of Ken Mori' });
    fireEvent.click(within(week).getByRole('switch', { name: 'Friday' }));
    fireEvent.click(within(members).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Ken Mori has their own schedule.')).toBeVisible();
    const body = api.callsTo(`PUT ${MEMBER_SCHEDULE}`)[0]?.body as { days: unknown[] };
    expect(body.days[4]).toEqual({ weekday: 5, start: null, end: null });
    fireEvent.click(screen.getByRole('button', { name: 'Return to the workspace schedule' }));
    expect(await screen.findByText('Ken Mori follows the workspace schedule.')).toBeVisible();
    await waitFor(() => {
      expect(api?.callsTo(`DELETE ${MEMBER_SCHEDULE}`)).toHaveLength(1);
    });
  });

  it('shows the schedule read-only to those who may not change the settings', async () => {
    const override = {
      id_user: KEN_ID,
      name: 'Ken Mori',
      schedule: { days: shortFridays, effective_from: '2026-05-01' },
    };
    api = setup('Member', {
      'GET /v1/workspaces/schedule': ok(wireView({ overrides: [override] })),
    });
    expect(
      await screen.findByText(
        'Only people who may change the workspace settings can edit the schedule.',
      ),
    ).toBeVisible();
    const week = screen.getByRole('table', { name: 'Working days of the workspace' });
    expect(within(week).getByRole('row', { name: 'Saturday Day off' })).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
    const members = screen.getByRole('region', { name: 'Members’ own schedules' });
    expect(within(members).getByRole('row')).toHaveTextContent(
      'Ken MoriMon–Thu 09:00–18:00 · Fri 09:00–15:00From May 1, 2026',
    );
    expect(screen.queryByRole('combobox', { name: /^Member/ })).toBeNull();
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    api = setup('Owner');
    expect(await screen.findByRole('group', { name: 'ワークスペースの勤務日' })).toBeVisible();
    expect(screen.getByRole('switch', { name: '土曜日' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'スケジュールを保存' })).toBeDisabled();
    expect(screen.getByText('適用中')).toBeVisible();
  });
});
