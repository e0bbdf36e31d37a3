import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { PomodoroLengthsSummary } from '@/features/workspace-times/components/pomodoro/pomodoro-lengths';
import type { PomodoroLengths } from '@/features/workspace-times/utils/pomodoro';
import { DEFAULT_POMODORO_LENGTHS } from '@/features/workspace-times/utils/pomodoro-settings';
import { accountQueries } from '@/lib/session';
import type { Preferences } from '@/lib/wire';
import { mockApi, ok, refused } from '@/testing/api-mock';
import { createTestQueryClient, renderWithProviders } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 5_000 });

const ID_WORKSPACE = 'w1';
const saved: PomodoroLengths = { work: 1500, shortBreak: 300, longBreak: 900, rounds: 4 };

function renderSummary(
  customisation: Parameters<typeof PomodoroLengthsSummary>[0]['customisation'],
) {
  const queryClient = createTestQueryClient();
  const preferences: Preferences = {
    isPomodoroEnabled: true,
    pomodoroSettings: saved,
    isWorkspaceTimeLocationOn: false,
    isTimestampLocationOn: false,
  };
  queryClient.setQueryData(accountQueries.preferences(ID_WORKSPACE).queryKey, preferences);
  renderWithProviders(
    <PomodoroLengthsSummary
      idWorkspace={ID_WORKSPACE}
      customisation={customisation}
      lengths={customisation.allowed ? saved : DEFAULT_POMODORO_LENGTHS}
      saved={saved}
    />,
    queryClient,
  );
  return queryClient;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Change lengths' }));
  return screen.findByRole('dialog', { name: 'Pomodoro lengths' });
}

describe('the pomodoro lengths', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    cleanup();
    restore();
  });

  it('saves only the lengths changed, in seconds', async () => {
    const api = mockApi({
      'PATCH /v1/accounts/me/pomodoro/settings': ok({
        work: 3000,
        short_break: 300,
        long_break: 900,
        rounds: 4,
      }),
    });
    restore = api.restore;
    const queryClient = renderSummary({ allowed: true });
    expect(
      await screen.findByText('Work 25 min, short break 5 min, long break 15 min after 4 rounds.'),
    ).toBeInTheDocument();

    const dialog = await openDialog();
    const work = within(dialog).getByRole('textbox', { name: 'Work round' });
    expect(work).toHaveValue('25');
    fireEvent.change(work, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Pomodoro lengths saved.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.writes().map(({ body }) => body)).toEqual([{ work: 3000 }]);
    expect(
      queryClient.getQueryData(accountQueries.preferences(ID_WORKSPACE).queryKey)?.pomodoroSettings,
    ).toEqual({ ...saved, work: 3000 });
  });

  it('says what a field accepts and sends nothing until it does', async () => {
    const api = mockApi({});
    restore = api.restore;
    renderSummary({ allowed: true });

    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Short break' }), {
      target: { value: '90' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Enter a whole number from 1 to 60.'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('explains a refusal in the dialog', async () => {
    const api = mockApi({
      'PATCH /v1/accounts/me/pomodoro/settings': refused(403, 'error.forbidden'),
      'GET /v1/accounts/me': ok(null),
    });
    restore = api.restore;
    renderSummary({ allowed: true });

    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Rounds before a long break' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The lengths were not saved.');
    expect(alert).toHaveTextContent(
      'Your workspace no longer allows members to change the pomodoro lengths.',
    );
  });

  it('shows the standard lengths and why where members may not choose', async () => {
    renderSummary({ allowed: false, reason: 'workspace' });
    expect(
      await screen.findByText(
        'Standard lengths: your workspace administrators have not allowed members to change them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change lengths' })).not.toBeInTheDocument();
  });
});
