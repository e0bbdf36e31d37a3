import type { Invitation, Member as WireMember, Plan, Role } from '@punchcard/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { MembersSection } from '@/features/members/components/members-section';
import { ada, GRACE_ID, grace, wireMember } from '@/features/members/testing/member-fixtures';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { i18n } from '@/lib/i18n';
import type { Workspace } from '@/lib/wire';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { ACME_ID, USER_ID, wireWorkspace } from '@/testing/wire-fixtures';

const me = wireMember({ id_user: USER_ID, email: 'me@example.com', name: 'Me Myself' });
const boss = wireMember({
  id_user: '1d2e3f40-0000-4000-8000-0000000000b1',
  email: 'boss@example.com',
  name: 'Big Boss',
  role: 'SuperOwner',
});
const tim = wireMember({
  id_user: '1d2e3f40-0000-4000-8000-0000000000b2',
  email: 'tim@example.com',
  name: 'Tim Berners',
  role: 'Member',
  status: 'INACTIVE',
});
const invitation: Invitation = {
  id: '9e000000-0000-4000-8000-000000000001',
  email: 'new@example.com',
  role: 'Member',
  kind: 'WORKSPACE_MEMBER',
  id_project: null,
  id_user: null,
  expires_at: 1_900_000_000,
  created_at: 1_700_000_000,
};
const membersPath = `/v1/workspaces/${ACME_ID}/members`;

interface Setup {
  role?: Role;
  plan?: Plan;
  canManage?: boolean;
  members?: WireMember[];
  routes?: ApiRoutes;
}

function setup({ role = 'Owner', plan = 'BASIC', canManage = true, ...rest }: Setup = {}) {
  const workspace = toCamelCaseKeys(wireWorkspace({ role, plan })) as Workspace;
  const api = mockApi({
    [`GET ${membersPath}`]: ok(rest.members ?? [{ ...me, role }, ada, grace, boss, tim]),
    'GET /v1/accounts/invitations': ok([invitation]),
    ...rest.routes,
  });
  const element = (
    <MembersSection workspace={workspace} idUser={USER_ID} canManage={canManage} canViewTimes />
  );
  renderRoutes([{ path: '/settings/workspace/members', element }], '/settings/workspace/members');
  return api;
}

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'a, p' })).closest('li') as HTMLElement;

async function openActions(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('managing members', () => {
  // Menus, dialogs and comboboxes of a whole page: slow on a busy CI machine.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['members', 'errors']);
  });
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    cleanup();
    api?.restore();
  });

  it('offers each member only what the caller may do, never to those ranked above', async () => {
    api = setup();
    const menu = await openActions('Amazing Grace');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change role', 'Deactivate', 'Delete']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(within(await openActions('Tim Berners')).getByText('Reactivate')).toBeInTheDocument();
    // An owner cannot touch a super owner, nor themself here (leaving has its own section).
    expect(screen.queryByRole('button', { name: 'Actions for Big Boss' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Me Myself' })).not.toBeInTheDocument();
    // Work status of active members, and a link to each one's time.
    expect(within(await rowOf('Amazing Grace')).getByText('Not working')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amazing Grace' })).toHaveAttribute(
      'href',
      `/member/${GRACE_ID}/timestamps`,
    );
  });

  it('opens the role dialog on Guest, with no role above the caller, and sends the change', async () => {
    api = setup({ routes: { [`PATCH /v1/workspaces/members/${GRACE_ID}/role`]: ok(grace) } });
    fireEvent.click(within(await openActions('Amazing Grace')).getByText('Change role'));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Amazing Grace' });
    const select = within(dialog).getByRole('combobox', { name: 'New role' });
    expect(select).toHaveValue('Guest');
    fireEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Guest',
      'Member',
      'Manager',
      'Owner',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => {
      expect(api?.callsTo(`PATCH /v1/workspaces/members/${GRACE_ID}/role`)).toHaveLength(1);
    });
    expect(api.callsTo(`PATCH /v1/workspaces/members/${GRACE_ID}/role`)[0]?.body).toEqual({
      role: 'Guest',
    });
  });

  it('keeps the dialog and says why when the API refuses', async () => {
    api = setup({
      routes: {
        [`PATCH /v1/workspaces/members/${GRACE_ID}/deactivate`]: refused(
          412,
          'member_last_super_owner',
        ),
      },
    });
    fireEvent.click(within(await openActions('Amazing Grace')).getByText('Deactivate'));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Amazing Grace?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The workspace needs an active super owner.',
    );
  });

  it('changes a selection in one call, offering only what fits every selected member', async () => {
    api = setup({ routes: { 'PATCH /v1/workspaces/members/deactivate': ok([ada, grace]) } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Amazing Grace' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tim Berners' }));
    const bar = screen.getByRole('region', { name: '2 members selected' });
    // Grace is active, Tim inactive: only what both allow.
    expect(within(bar).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tim Berners' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: '2 members selected' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 2 members?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => {
      expect(api?.callsTo('PATCH /v1/workspaces/members/deactivate')).toHaveLength(1);
    });
    expect(api.callsTo('PATCH /v1/workspaces/members/deactivate')[0]?.body).toEqual({
      ids: [ada.id_user, GRACE_ID],
    });
  });

  it('protects the last super owner: they cannot leave', async () => {
    api = setup({ role: 'SuperOwner', members: [{ ...me, role: 'SuperOwner' }, grace] });
    expect(
      await screen.findByText(/You are the last super owner/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeDisabled();
  });

  it('invites several addresses on a FREE plan: Member only, within the seats left', async () => {
    api = setup({
      plan: 'FREE',
      routes: { 'POST /v1/accounts/invitations/workspace-members': ok([invitation]) },
    });
    // Changing roles needs a paid plan: not offered.
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Amazing Grace' }));
    expect(screen.queryByRole('menuitem', { name: 'Change role' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    // FREE seats 5: me, Ada, Grace and the boss are active, one invitation is out.
    expect(
      within(dialog).getByText(
        'The plan has no seat left: upgrade it, or delete a member or an invitation first.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send invitations' })).toBeDisabled();
    expect(
      within(dialog).getByText('Roles other than Member need the Lite plan or above.'),
    ).toBeInTheDocument();
  });

  it('validates the addresses before sending them with the chosen role', async () => {
    api = setup({
      members: [{ ...me }, grace],
      routes: { 'POST /v1/accounts/invitations/workspace-members': ok([invitation, invitation]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    const field = within(dialog).getByRole('textbox', { name: /E-mail addresses/ });
    fireEvent.change(field, { target: { value: 'a@x.io, oops' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Not an e-mail address: oops')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'A@x.io\nb@x.io' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => {
      expect(api?.callsTo('POST /v1/accounts/invitations/workspace-members')).toHaveLength(1);
    });
    expect(api.callsTo('POST /v1/accounts/invitations/workspace-members')[0]?.body).toEqual({
      role: 'Member',
      emails: ['a@x.io', 'b@x.io'],
    });
  });

  it('resends and withdraws pending invitations', async () => {
    const path = `/v1/accounts/invitations/${invitation.id}`;
    api = setup({
      routes: { [`POST ${path}/resend`]: ok(invitation), [`DELETE ${path}`]: ok(invitation) },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resend the invitation to new@example.com' }),
    );
    await waitFor(() => {
      expect(api?.callsTo(`POST ${path}/resend`)).toHaveLength(1);
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to new@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Withdraw the invitation/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => {
      expect(api?.callsTo(`DELETE ${path}`)).toHaveLength(1);
    });
  });

  it('lets a plain member leave, with nothing else to change', async () => {
    api = setup({
      role: 'Member',
      canManage: false,
      routes: { [`PATCH /v1/workspaces/members/${USER_ID}/deactivate`]: ok(me) },
    });
    await rowOf('Amazing Grace');
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite members' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /v1/accounts/invitations')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme Bakery?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => {
      expect(api?.callsTo(`PATCH /v1/workspaces/members/${USER_ID}/deactivate`)).toHaveLength(1);
    });
  });
});
