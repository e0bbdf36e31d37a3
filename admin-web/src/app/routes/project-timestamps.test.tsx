import type { ProjectActivityPage, Role } from '@punchcard/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';

import ProjectTimestampsRoute from '@/app/routes/project-timestamps';
import {
  hana,
  HANA_ID,
  me,
  site,
  SITE_ID,
  wireActivity,
  wireDetails,
} from '@/features/projects/testing/project-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiCall, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { USER_ID, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const at = (text: string) => dayjs(text).unix();

const first = wireActivity({
  id: 'a1',
  start: at('2024-05-06T09:00'),
  end: at('2024-05-06T11:00'),
});
const second = wireActivity({
  id: 'a2',
  id_user: USER_ID,
  member_name: 'Ada Lovelace',
  id_task: null,
  task_name: null,
  is_task_hidden: true,
  category: null,
  tags: [],
  description: null,
  start: at('2024-05-06T07:30'),
  end: at('2024-05-06T08:00'),
});
const third = wireActivity({
  id: 'a3',
  start: at('2024-05-03T13:00'),
  end: at('2024-05-03T13:45'),
  description: null,
});

function setup(role: Role, pages: (call: ApiCall) => ProjectActivityPage) {
  const api = mockApi({
    'GET /v1/accounts/me': ok(wireMe(wireWorkspace({ role, plan: 'BASIC' }))),
    [`GET /v1/projects/${SITE_ID}`]: ok(wireDetails(site)),
    [`GET /v1/projects/${SITE_ID}/members`]: ok([me, hana]),
    [`GET /v1/projects/${SITE_ID}/activities`]: (call) => ok(pages(call)),
  });
  const { router } = renderRoutes(
    [{ path: '/projects/:id/timestamps', Component: ProjectTimestampsRoute }],
    `/projects/${SITE_ID}/timestamps?from=2024-05-01&to=2024-05-31`,
  );
  return { api, router };
}

describe("a project's timestamps", () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['projects', 'errors']);
  });
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    cleanup();
    api?.restore();
  });

  it('lists entries by day, a page at a time, and filters by member', async () => {
    let router;
    ({ api, router } = setup('Owner', (call) =>
      call.query.get('before') === null
        ? { view: 'DETAILS', items: [first, second], next_before: 'cursor-1' }
        : { view: 'DETAILS', items: [third], next_before: null },
    ));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website relaunch' }),
    ).toBeVisible();
    const monday = await screen.findByRole('region', { name: /May 6, 2024/ });
    expect(within(monday).getByText('Total 2h 30m')).toBeInTheDocument();
    const [design, hidden] = within(monday).getAllByRole('listitem');
    expect(within(design as HTMLElement).getByRole('link', { name: 'Hana Sato' })).toHaveAttribute(
      'href',
      `/member/${HANA_ID}/timestamps`,
    );
    expect(design).toHaveTextContent('· Design');
    expect(design).toHaveTextContent('Kick-off');
    expect(design).toHaveTextContent('Meetings');
    expect(design).toHaveTextContent('Billable');
    expect(design).toHaveTextContent('9:00 AM – 11:00 AM');
    expect(hidden).toHaveTextContent('· A personal task');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('region', { name: /May 3, 2024/ })).toBeInTheDocument();
    expect(api.callsTo(`GET /v1/projects/${SITE_ID}/activities`).at(-1)?.query.get('before')).toBe(
      'cursor-1',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    const member = screen.getByRole('combobox', { name: 'Member' });
    fireEvent.click(member);
    fireEvent.click(await screen.findByRole('option', { name: 'Hana Sato' }));
    await waitFor(() => {
      expect(router.state.location.search).toContain(`member=${HANA_ID}`);
    });
    await waitFor(() => {
      expect(
        api
          ?.callsTo(`GET /v1/projects/${SITE_ID}/activities`)
          .some((call) => call.query.get('id_user') === HANA_ID),
      ).toBe(true);
    });
    const asked = api.callsTo(`GET /v1/projects/${SITE_ID}/activities`)[0]?.query;
    expect(asked?.get('start')).toBe(String(at('2024-05-01T00:00')));
    expect(asked?.get('end')).toBe(String(at('2024-06-01T00:00')));
  });

  it('tells a member they see their own entries, with no member filter', async () => {
    ({ api } = setup('Member', () => ({ view: 'SUMMARY', items: [], next_before: null })));
    expect(
      await screen.findByText('No time was recorded on this project in this period.'),
    ).toBeVisible();
    expect(screen.getByText(/You see your own entries on this project/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Member' })).toBeNull();
  });
});
