import type { Plan, Role } from '@punchcard/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { MembersDrawer } from '@/features/projects/components/members-drawer';
import {
  HANA_ID,
  hana,
  KEN_ID,
  me,
  site,
  SITE_ID,
  wireProjectMember,
  wireWorkspaceMember,
} from '@/features/projects/testing/project-fixtures';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { i18n } from '@/lib/i18n';
import type { Project, Workspace } from '@/lib/wire';
import { type ApiRoutes, mockApi, ok } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';
import { ACME_ID, USER_ID, wireWorkspace } from '@/testing/wire-fixtures';

const membersPath = `/v1/projects/${SITE_ID}/members`;

function setup(role: Role, plan: Plan, routes: ApiRoutes = {}) {
  const workspace = toCamelCaseKeys(wireWorkspace({ role, plan })) as Workspace;
  const api = mockApi({
    [`GET ${membersPath}`]: ok([me, hana]),
    [`GET /v1/workspaces/${ACME_ID}/members`]: ok([
      wireWorkspaceMember({ id_user: USER_ID, name: 'Ada Lovelace' }),
      wireWorkspaceMember({ id_user: HANA_ID, name: 'Hana Sato' }),
      wireWorkspaceMember(),
      wireWorkspaceMember({ id_user: 'gone', name: 'Gone Away', status: 'INACTIVE' }),
    ]),
    ...routes,
  });
  renderWithProviders(
    <MembersDrawer
      project={toCamelCaseKeys(site) as Project}
      workspace={workspace}
      idUser={USER_ID}
      onClose={() => undefined}
    />,
  );
  return api;
}

describe("a project's members", () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['projects', 'errors']);
  });
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    cleanup();
    api?.restore();
  });

  it('saves only the rates changed, an empty one as the project’s', async () => {
    api = setup('Owner', 'BASIC', { 'PATCH /v1/projects/members/hourly-rate': ok([]) });
    const drawer = await screen.findByRole('dialog', { name: 'Members of Website relaunch' });
    const hanaRate = await within(drawer).findByRole('textbox', {
      name: 'Hourly rate of Hana Sato',
    });
    expect(hanaRate).toHaveValue('55.50');
    const save = within(drawer).getByRole('button', { name: 'Save rates' });
    expect(save).toBeDisabled();
    fireEvent.change(hanaRate, { target: { value: 'lots' } });
    fireEvent.click(save);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Each rate is an amount of zero or more',
    );
    fireEvent.change(hanaRate, { target: { value: '' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Hourly rate of Ada Lovelace' }), {
      target: { value: '62' },
    });
    fireEvent.click(save);
    expect(await screen.findByText('The rates were saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /v1/projects/members/hourly-rate')[0]?.body).toEqual({
      rates: [
        { id_project: SITE_ID, id_user: USER_ID, hourly_rate: 62 },
        { id_project: SITE_ID, id_user: HANA_ID, hourly_rate: null },
      ],
    });
  });

  it('removes a member with Undo, which brings back their own rate', async () => {
    api = setup('Owner', 'BASIC', {
      [`POST ${membersPath}/remove`]: ok([me]),
      [`POST ${membersPath}`]: ok([me, hana]),
      'PATCH /v1/projects/members/hourly-rate': ok([]),
    });
    // Nobody removes themself here: leaving is the project's own action.
    expect(
      await screen.findByRole('button', { name: 'Remove Hana Sato from the project' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Remove Ada Lovelace from the project' }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hana Sato from the project' }));
    expect(await screen.findByText('Hana Sato was removed from the project.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(api?.callsTo('PATCH /v1/projects/members/hourly-rate')).toHaveLength(1);
    });
    expect(api.callsTo(`POST ${membersPath}`)[0]?.body).toEqual({ id_user: HANA_ID });
    expect(api.callsTo('PATCH /v1/projects/members/hourly-rate')[0]?.body).toEqual({
      rates: [{ id_project: SITE_ID, id_user: HANA_ID, hourly_rate: 55.5 }],
    });
  });

  it('adds an active member of the workspace who is not on the project yet', async () => {
    api = setup('Manager', 'BASIC', {
      [`POST ${membersPath}`]: ok([me, hana, wireProjectMember({ id_user: KEN_ID })]),
    });
    const select = await screen.findByRole('combobox', { name: 'Member of the workspace' });
    await waitFor(() => {
      expect(select).toBeEnabled();
    });
    fireEvent.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Ken Mori',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Ken Mori' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Ken Mori was added to the project.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${membersPath}`)[0]?.body).toEqual({ id_user: KEN_ID });
  });

  it('shows rates read-only without the plan, and invites by e-mail as a member', async () => {
    api = setup('Owner', 'LITE', {
      'POST /v1/accounts/invitations/project-members': ok({ invitation: null, id_user: KEN_ID }),
    });
    expect(
      await screen.findByText(/Rates of their own for members come with the BASIC plan/),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Hourly rate of/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /^Guest/ })).toBeDisabled();
    expect(screen.getByText('Guests come with the BASIC plan.')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    fireEvent.change(email, { target: { value: 'ken@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeVisible();
    fireEvent.change(email, { target: { value: ' ken@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText(
        'ken@example.com is already a member of the workspace and was added to the project.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /v1/accounts/invitations/project-members')[0]?.body).toEqual({
      id_project: SITE_ID,
      email: 'ken@example.com',
      role: 'Member',
    });
  });

  it('shows a member the list and their own rate, and nothing to change', async () => {
    api = setup('Member', 'BASIC', {
      [`GET ${membersPath}`]: ok([
        { ...me, role: 'Member' },
        { ...hana, hourly_rate: null },
      ]),
    });
    expect(await screen.findByText('Ada Lovelace (you)')).toBeVisible();
    expect(screen.getByText('$40.00/h')).toBeInTheDocument();
    expect(
      screen.getByText('Only people who manage projects and tasks can add or remove members.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite by e-mail' })).toBeNull();
  });
});
