import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
  acme,
  setupPageLifecycle,
  bodyOf,
  callsTo,
  findAlert,
  refusal,
  routes,
} from '@/app/testing/setup-page';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe } from '@/testing/wire-fixtures';

describe('the setup page', () => {
  const page = setupPageLifecycle();

  describe('invite-members', () => {
    const invited = (emails: string[]) =>
      jsonAnswer(
        201,
        emails.map((email, index) => ({
          id: `inv-${index}`,
          email,
          role: 'Member',
          kind: 'WORKSPACE_MEMBER',
          id_project: null,
          id_user: null,
          expires_at: 1_700_600_000,
          created_at: 1_700_000_000,
        })),
      );

    /** Types into the field (Mantine takes changes only from the focused field); `commit` ends
     * the text with a separator key, which turns it into one pill per address. */
    function typeAddresses(text: string, { commit = true } = {}) {
      const field = screen.getByRole('combobox', { name: /E-mail addresses/ });
      act(() => {
        field.focus();
      });
      fireEvent.change(field, { target: { value: text } });
      if (commit) fireEvent.keyDown(field, { key: ',' });
    }

    it('offers only the roles the plan has, saying which plan has the others', async () => {
      page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
      renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });

      expect(screen.getByRole('radio', { name: 'Member' })).toBeChecked();
      const manager = screen.getByRole('radio', { name: 'Manager' });
      expect(manager).toBeDisabled();
      expect(manager).toHaveAccessibleDescription(
        'Also reviews requests and manages the team’s time, projects and members. Available on the Lite plan and above.',
      );
      expect(screen.getByRole('radio', { name: 'Guest' })).toHaveAccessibleDescription(
        /Available on the Basic plan and above\.$/,
      );
      expect(
        screen.getByText('The Free plan includes up to 5 members, you included.'),
      ).toBeVisible();
    });

    it('checks the addresses before sending', async () => {
      const { fetchMock, restore } = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(acme)),
      });
      page.restoreFetch = restore;
      renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });
      const send = screen.getByRole('button', { name: 'Send invitations' });

      fireEvent.click(send);
      expect(await screen.findByText('Enter at least one e-mail address.')).toBeVisible();

      typeAddresses('bob@example.com, not-an-address');
      fireEvent.click(send);
      expect(
        await screen.findByText('These are not e-mail addresses: not-an-address'),
      ).toBeVisible();

      fireEvent.click(screen.getByRole('button', { name: 'Remove not-an-address' }));
      typeAddresses('Ada@Example.com');
      fireEvent.click(send);
      expect(
        await screen.findByText(
          'ada@example.com is your own address: you are already in this workspace.',
        ),
      ).toBeVisible();

      fireEvent.click(screen.getByRole('button', { name: 'Remove Ada@Example.com' }));
      typeAddresses('c@example.com d@example.com e@example.com f@example.com');
      fireEvent.click(send);
      expect(
        await screen.findByText('The Free plan has room for 4 more people. Remove some addresses.'),
      ).toBeVisible();
      expect(callsTo(fetchMock, '/v1/accounts/invitations/workspace-members')).toHaveLength(0);
    });

    it('sends the addresses once each, lists who was invited, and finishes at home', async () => {
      const { fetchMock, restore } = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(acme)),
        '/v1/accounts/invitations/workspace-members': invited([
          'bob@example.com',
          'carol@example.com',
        ]),
      });
      page.restoreFetch = restore;
      const { router } = renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });
      expect(screen.getByRole('button', { name: 'Skip for now' })).toBeVisible();

      typeAddresses('Bob@example.com, bob@example.com');
      // The one still being typed counts too.
      typeAddresses('carol@example.com', { commit: false });
      fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

      const sent = await findAlert('Invited');
      expect(within(sent).getByText('carol@example.com')).toBeVisible();
      expect(bodyOf(fetchMock, '/v1/accounts/invitations/workspace-members')).toEqual({
        role: 'Member',
        emails: ['bob@example.com', 'carol@example.com'],
      });
      expect(await screen.findByText('Invitations sent to 2 people.')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/home');
    });

    it('says in words when the plan has no room left', async () => {
      page.restoreFetch = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(acme)),
        '/v1/accounts/invitations/workspace-members': refusal(403, 'add_member_forbidden'),
      }).restore;
      renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });

      typeAddresses('bob@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

      expect(
        await findAlert(
          'The Free plan includes up to 5 members, counting you and invitations not yet accepted, and this would be more. Invite fewer people, or move to a larger plan.',
        ),
      ).toBeVisible();
      expect(screen.getByText('bob@example.com')).toBeVisible();
    });

    it('asks before leaving addresses that were never sent', async () => {
      page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
      const { router } = renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });

      typeAddresses('bob@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave without inviting?' });
      expect(dialog).toHaveTextContent('The address you entered has not been sent an invitation');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and send' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      expect(router.state.location.search).toBe('?step=invite-members');

      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Leave without inviting',
        }),
      );
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    });

    it('counts an address still being typed as one not sent', async () => {
      page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
      renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });

      typeAddresses('bob@exam', { commit: false });
      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));

      expect(
        await screen.findByRole('dialog', { name: 'Leave without inviting?' }),
      ).toHaveTextContent('The address you entered has not been sent an invitation');
    });

    it('goes back to the settings', async () => {
      page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
      const { router } = renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });

      fireEvent.click(screen.getByRole('button', { name: 'Back' }));

      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });
      expect(router.state.location.search).toBe('?step=configure-settings');
    });
  });

  it('resumes the invitations in Japanese', async () => {
    page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/setup?step=invite-members');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Acme Bakery にチームを招待' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'メンバー' })).toBeChecked();
    expect(screen.getByText('フリープランのメンバー上限は、あなたを含めて5人です。')).toBeVisible();
    expect(screen.getByRole('button', { name: 'あとで招待する' })).toBeVisible();
  });
});
