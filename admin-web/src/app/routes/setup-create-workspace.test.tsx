import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import {
  acme,
  apiWithoutWorkspace,
  bodyOf,
  callsTo,
  findAlert,
  refusal,
  routes,
  setupPageLifecycle,
} from '@/app/testing/setup-page';
import { browserTimeZone } from '@/lib/time-zones';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe } from '@/testing/wire-fixtures';

describe('the setup page', () => {
  const page = setupPageLifecycle();

  describe('create-workspace', () => {
    it('asks for a name before asking the API, and names the tab', async () => {
      const { fetchMock, restore } = apiWithoutWorkspace();
      page.restoreFetch = restore;
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
      page.restoreFetch = restore;
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
      page.restoreFetch = restore;
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
      page.restoreFetch = apiWithoutWorkspace(refusal(400, 'add_workspace_error')).restore;
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
      const { restore } = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(null)) });
      page.restoreFetch = restore;
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
      page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
      renderRoutes(routes, '/setup?step=create-workspace');

      expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/home');
      expect(screen.getByRole('heading', { level: 2, name: 'Create a workspace' })).toBeVisible();
    });

    it('resumes a bare /setup at the settings of the workspace just made', async () => {
      page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
      const { router } = renderRoutes(routes, '/setup');

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' }),
      ).toBeVisible();
      expect(router.state.location.search).toBe('?step=configure-settings');
    });

    it('sends a later step back to the first when there is no workspace yet', async () => {
      page.restoreFetch = apiWithoutWorkspace().restore;
      const { router } = renderRoutes(routes, '/setup?step=invite-members');

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Create a workspace' }),
      ).toBeVisible();
      expect(router.state.location.search).toBe('');
    });
  });

  it('speaks Japanese under /ja, links included', async () => {
    page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/setup?step=create-workspace');

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
});
