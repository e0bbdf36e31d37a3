import {
  act,
  cleanup,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';
import { notifications } from '@mantine/notifications';

import { AuthGuard } from '@/app/guards/auth-guard';
import SetupRoute from '@/app/routes/setup';
import { meIn, wireWorkspace } from '@/features/workspaces/testing/workspace-fixtures';
import { currencyOptions } from '@/features/workspaces/utils/currencies';
import { browserTimeZone, timeZoneOptions } from '@/features/workspaces/utils/time-zones';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockFetchByPath, renderRoutes } from '@/testing/test-utils';

function Where({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>{pathname}</p>
    </main>
  );
}

// The page behind its guard, as the route tree places it, and home to land on.
const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  { element: <AuthGuard />, children: [{ path: `${prefix}/setup`, Component: SetupRoute }] },
  { path: `${prefix}/home`, element: <Where name="Home" /> },
]);

const acme = wireWorkspace();
const refusal = (status: number, errorKey: string) =>
  jsonAnswer(status, { status_code: status, error_key: errorKey, message: 'refused' });

/** The alert (role="alert") that says `text`, once it does. */
async function findAlert(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent.includes(text));
    if (alert === undefined) throw new Error(`No alert says "${text}"`);
    return alert;
  });
}

type FetchMock = ReturnType<typeof mockFetchByPath>['fetchMock'];

function callsTo(fetchMock: FetchMock, path: string) {
  // The API client calls fetch with a string: the path and its query.
  return fetchMock.mock.calls.filter(
    ([url]) => typeof url === 'string' && url.split('?')[0] === path,
  );
}

function bodyOf(fetchMock: FetchMock, path: string): unknown {
  const init = callsTo(fetchMock, path).at(-1)?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The API of someone who has no workspace until POST /v1/workspaces answers `answer`. */
function apiWithoutWorkspace(answer = jsonAnswer(201, acme)) {
  let created = false;
  return mockFetchByPath({
    get '/v1/accounts/me'() {
      return jsonAnswer(200, meIn(created ? acme : null));
    },
    get '/v1/workspaces'() {
      created = 'status' in answer && answer.status < 300;
      return answer;
    },
  });
}

// Each step is a long form: on a busy machine jsdom needs seconds to draw one, not one.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 8_000 });

describe('the setup page', () => {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    // What the first test would otherwise pay for alone: the page's words and the zone list.
    await i18n.loadNamespaces(['setup', 'workspaces', 'errors']);
    timeZoneOptions('en', browserTimeZone());
    currencyOptions('en', 'USD');
  });
  afterEach(async () => {
    // Unmounted first, so the change of language reaches no page; notices are app-wide.
    cleanup();
    notifications.clean();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  describe('create-workspace', () => {
    it('asks for a name before asking the API, and names the tab', async () => {
      const { fetchMock, restore } = apiWithoutWorkspace();
      restoreFetch = restore;
      renderRoutes(routes, '/setup');
      await screen.findByRole('heading', { level: 1, name: 'Set up your workspace' });
      expect(screen.getByRole('heading', { level: 2, name: 'Create a workspace' })).toBeVisible();

      fireEvent.change(screen.getByLabelText(/Workspace name/), { target: { value: '   ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
      expect(await screen.findByText('Enter a name for the workspace.')).toBeInTheDocument();

      fireEvent.change(screen.getByLabelText(/Workspace name/), {
        target: { value: 'x'.repeat(101) },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
      expect(
        await screen.findByText('Use at most 100 characters (this has 101).'),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, '/v1/workspaces')).toHaveLength(0);
      await waitFor(() => {
        expect(document.title).toBe('Set up a workspace | Punchcard');
      });
    });

    it('creates the workspace in the browser’s time zone and moves on to its settings', async () => {
      const { fetchMock, restore } = apiWithoutWorkspace();
      restoreFetch = restore;
      const { router } = renderRoutes(routes, '/setup');
      await screen.findByRole('heading', { level: 2, name: 'Create a workspace' });
      // No way back: there is no workspace to go back to.
      expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();

      fireEvent.change(screen.getByLabelText(/Workspace name/), {
        target: { value: '  Acme Bakery ' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));

      expect(await screen.findByText('Workspace Acme Bakery created.')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' }),
      ).toBeVisible();
      expect(router.state.location.search).toBe('?step=configure-settings');
      expect(bodyOf(fetchMock, '/v1/workspaces')).toEqual({
        name: 'Acme Bakery',
        time_zone: browserTimeZone(),
      });
      expect(callsTo(fetchMock, '/v1/workspaces')).toHaveLength(1);
      // Replaced, not pushed: Back never returns to the empty form.
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('sends the time zone chosen in the searchable list', async () => {
      const { fetchMock, restore } = apiWithoutWorkspace();
      restoreFetch = restore;
      renderRoutes(routes, '/setup');
      await screen.findByRole('heading', { level: 2, name: 'Create a workspace' });

      fireEvent.change(screen.getByLabelText(/Workspace name/), { target: { value: 'Acme' } });
      const zone = screen.getByRole('combobox', { name: /Time zone/ });
      act(() => {
        zone.focus();
      });
      fireEvent.change(zone, { target: { value: 'Tokyo' } });
      // By text: naming each of some 400 options by role is too slow for jsdom.
      fireEvent.click(await screen.findByText(/\(GMT\+09:00\) Asia\/Tokyo/));
      fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));

      await waitFor(() => {
        expect(bodyOf(fetchMock, '/v1/workspaces')).toEqual({
          name: 'Acme',
          time_zone: 'Asia/Tokyo',
        });
      });
    });

    it('shows why the API refused, and stays on the step', async () => {
      restoreFetch = apiWithoutWorkspace(refusal(400, 'add_workspace_error')).restore;
      const { router } = renderRoutes(routes, '/setup');
      await screen.findByRole('heading', { level: 2, name: 'Create a workspace' });

      fireEvent.change(screen.getByLabelText(/Workspace name/), { target: { value: 'Acme' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
      expect(
        await findAlert('The workspace could not be created. Check its name and time zone.'),
      ).toBeVisible();
      expect(router.state.location.search).toBe('');
      expect(screen.getByRole('button', { name: 'Create workspace' })).toBeEnabled();
    });

    it('cannot be sent twice while the first request is under way', async () => {
      let answer: (response: Response) => void = () => undefined;
      const { restore } = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(null)) });
      restoreFetch = restore;
      renderRoutes(routes, '/setup');
      await screen.findByRole('heading', { level: 2, name: 'Create a workspace' });
      const original = globalThis.fetch;
      const pending = jest.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      );
      globalThis.fetch = pending;

      fireEvent.change(screen.getByLabelText(/Workspace name/), { target: { value: 'Acme' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
      await waitFor(() => {
        expect(screen.getByRole('button', { name: 'Create workspace' })).toBeDisabled();
      });
      fireEvent.submit(screen.getByRole('button', { name: 'Create workspace' }));
      expect(pending).toHaveBeenCalledTimes(1);

      globalThis.fetch = original;
      answer({ ok: false, status: 400, text: () => Promise.resolve('') } as Response);
      await waitFor(() => {
        expect(screen.getByRole('button', { name: 'Create workspace' })).toBeEnabled();
      });
    });

    it('lets someone with a workspace create another, or go back home', async () => {
      restoreFetch = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(acme)) }).restore;
      renderRoutes(routes, '/setup');

      expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/home');
      expect(screen.getByRole('heading', { level: 2, name: 'Create a workspace' })).toBeVisible();
    });

    it('sends a later step back to the first when there is no workspace yet', async () => {
      restoreFetch = apiWithoutWorkspace().restore;
      const { router } = renderRoutes(routes, '/setup?step=invite-members');

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Create a workspace' }),
      ).toBeVisible();
      expect(router.state.location.search).toBe('');
    });
  });

  describe('configure-settings', () => {
    it('resumes on reload with the active workspace, and explains what the plan lacks', async () => {
      restoreFetch = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(acme)) }).restore;
      renderRoutes(routes, '/setup?step=configure-settings');

      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });
      expect(screen.getByRole('button', { name: /Create/ })).toHaveAttribute('tabindex', '-1');
      expect(
        screen.getByRole('switch', { name: 'Clock in before recording activities' }),
      ).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Members correct it themselves' })).toBeChecked();
      // FREE lacks the required-fields feature, except for tasks.
      const description = screen.getByRole('checkbox', { name: 'Description' });
      expect(description).toBeDisabled();
      expect(description).toHaveAccessibleDescription('Available on the Basic plan and above.');
      expect(screen.getByRole('checkbox', { name: 'Task' })).toBeEnabled();
    });

    it('saves only what changed, each through its own route, then goes on to invitations', async () => {
      const { fetchMock, restore } = mockFetchByPath({
        '/v1/accounts/me': jsonAnswer(200, meIn(acme)),
        '/v1/workspaces/approval-setting/true': jsonAnswer(200, acme),
        '/v1/activities/settings': jsonAnswer(200, acme),
      });
      restoreFetch = restore;
      const { router } = renderRoutes(routes, '/setup?step=configure-settings');
      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });

      fireEvent.click(screen.getByRole('radio', { name: 'Members ask, a manager approves' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Task' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' }),
      ).toBeVisible();
      expect(router.state.location.search).toBe('?step=invite-members');
      expect(callsTo(fetchMock, '/v1/workspaces/approval-setting/true')[0]?.[1]).toMatchObject({
        method: 'PATCH',
      });
      expect(bodyOf(fetchMock, '/v1/activities/settings')).toEqual({ is_task_required: true });
      expect(callsTo(fetchMock, '/v1/workspaces/workspace-settings/time')).toHaveLength(0);
      expect(callsTo(fetchMock, '/v1/workspaces/currency')).toHaveLength(0);
      expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    });

    it('limits direct changes to what is allowed', async () => {
      const { fetchMock, restore } = mockFetchByPath({
        '/v1/accounts/me': jsonAnswer(200, meIn(acme)),
        '/v1/activities/settings': jsonAnswer(200, acme),
        '/v1/workspaces/workspace-settings/time': jsonAnswer(200, acme),
      });
      restoreFetch = restore;
      renderRoutes(routes, '/setup?step=configure-settings');
      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });

      fireEvent.click(screen.getByRole('switch', { name: 'Clock in before recording activities' }));
      fireEvent.click(screen.getByRole('radio', { name: 'Members correct only what you allow' }));
      fireEvent.click(await screen.findByRole('checkbox', { name: /^Times/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });
      expect(bodyOf(fetchMock, '/v1/workspaces/workspace-settings/time')).toEqual({
        is_required: false,
      });
      expect(bodyOf(fetchMock, '/v1/activities/settings')).toEqual({
        is_permission_required: true,
        is_time_modification_allowed: true,
      });
    });

    it('shows a refusal in words and keeps the choices made', async () => {
      restoreFetch = mockFetchByPath({
        '/v1/accounts/me': jsonAnswer(200, meIn(acme)),
        '/v1/workspaces/approval-setting/true': refusal(403, 'error.forbidden'),
      }).restore;
      const { router } = renderRoutes(routes, '/setup?step=configure-settings');
      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });

      fireEvent.click(screen.getByRole('radio', { name: 'Members ask, a manager approves' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

      expect(await findAlert('You do not have permission to do this.')).toBeVisible();
      expect(router.state.location.search).toBe('?step=configure-settings');
      expect(screen.getByRole('radio', { name: 'Members ask, a manager approves' })).toBeChecked();
    });

    it('keeps the defaults without asking the API', async () => {
      const { fetchMock, restore } = mockFetchByPath({
        '/v1/accounts/me': jsonAnswer(200, meIn(acme)),
      });
      restoreFetch = restore;
      renderRoutes(routes, '/setup?step=configure-settings');
      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });

      fireEvent.click(screen.getByRole('checkbox', { name: 'Task' }));
      fireEvent.click(screen.getByRole('button', { name: 'Keep the defaults' }));

      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });
      expect(fetchMock.mock.calls.every(([url]) => url === '/v1/accounts/me')).toBe(true);
    });

    it('is read-only for someone who may not change settings', async () => {
      const asMember = wireWorkspace({ role: 'Member', plan: 'LITE' });
      restoreFetch = mockFetchByPath({
        '/v1/accounts/me': jsonAnswer(200, meIn(asMember)),
      }).restore;
      renderRoutes(routes, '/setup?step=configure-settings');
      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });

      expect(
        screen.getByText(
          'Only owners of Acme Bakery can change these settings. You can continue without changing them.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Members ask, a manager approves' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
    });
  });

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
      restoreFetch = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(acme)) }).restore;
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
      const { fetchMock, restore } = mockFetchByPath({
        '/v1/accounts/me': jsonAnswer(200, meIn(acme)),
      });
      restoreFetch = restore;
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
      const { fetchMock, restore } = mockFetchByPath({
        '/v1/accounts/me': jsonAnswer(200, meIn(acme)),
        '/v1/accounts/invitations/workspace-members': invited([
          'bob@example.com',
          'carol@example.com',
        ]),
      });
      restoreFetch = restore;
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
      restoreFetch = mockFetchByPath({
        '/v1/accounts/me': jsonAnswer(200, meIn(acme)),
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
      restoreFetch = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(acme)) }).restore;
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
      restoreFetch = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(acme)) }).restore;
      renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });

      typeAddresses('bob@exam', { commit: false });
      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));

      expect(
        await screen.findByRole('dialog', { name: 'Leave without inviting?' }),
      ).toHaveTextContent('The address you entered has not been sent an invitation');
    });

    it('goes back to the settings', async () => {
      restoreFetch = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(acme)) }).restore;
      const { router } = renderRoutes(routes, '/setup?step=invite-members');
      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });

      fireEvent.click(screen.getByRole('button', { name: 'Back' }));

      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });
      expect(router.state.location.search).toBe('?step=configure-settings');
    });
  });

  it('speaks Japanese under /ja, links included', async () => {
    restoreFetch = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(acme)) }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/setup');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ワークスペースを準備しましょう' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'ワークスペースを作成' })).toBeVisible();
    expect(screen.getByLabelText(/ワークスペース名/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'キャンセル' })).toHaveAttribute('href', '/ja/home');
    await waitFor(() => {
      expect(document.title).toBe('ワークスペースの設定 | Punchcard');
    });
  });

  it('resumes the invitations in Japanese', async () => {
    restoreFetch = mockFetchByPath({ '/v1/accounts/me': jsonAnswer(200, meIn(acme)) }).restore;
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
