import { fireEvent, screen } from '@testing-library/react';

import {
  acme,
  setupPageLifecycle,
  bodyOf,
  callsTo,
  findAlert,
  refusal,
  routes,
} from '@/app/testing/setup-page';
import { jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

describe('the setup page', () => {
  const page = setupPageLifecycle();

  describe('configure-settings', () => {
    it('resumes on reload with the active workspace, and explains what the plan lacks', async () => {
      page.restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, wireMe(acme)) }).restore;
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
      const { fetchMock, restore } = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(acme)),
        '/v1/workspaces/approval-setting/true': jsonAnswer(200, acme),
        '/v1/activities/settings': jsonAnswer(200, acme),
      });
      page.restoreFetch = restore;
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
      const { fetchMock, restore } = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(acme)),
        '/v1/activities/settings': jsonAnswer(200, acme),
        '/v1/workspaces/workspace-settings/time': jsonAnswer(200, acme),
      });
      page.restoreFetch = restore;
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
      page.restoreFetch = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(acme)),
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
      const { fetchMock, restore } = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(acme)),
      });
      page.restoreFetch = restore;
      renderRoutes(routes, '/setup?step=configure-settings');
      await screen.findByRole('heading', { level: 2, name: 'Settings for Acme Bakery' });

      fireEvent.click(screen.getByRole('checkbox', { name: 'Task' }));
      fireEvent.click(screen.getByRole('button', { name: 'Keep the defaults' }));

      await screen.findByRole('heading', { level: 2, name: 'Invite your team to Acme Bakery' });
      expect(fetchMock.mock.calls.every(([url]) => url === '/v1/accounts/me')).toBe(true);
    });

    it('is read-only for someone who may not change settings', async () => {
      const asMember = wireWorkspace({ role: 'Member', plan: 'LITE' });
      page.restoreFetch = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(asMember)),
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
});
