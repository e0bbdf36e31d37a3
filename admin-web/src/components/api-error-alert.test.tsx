import { Button } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { cleanup, configure, screen } from '@testing-library/react';

import { ApiErrorAlert, ApiErrorText } from '@/components/api-error-alert';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';

// The `errors` namespace loads on first use; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

const GENERIC = 'Something went wrong on our side. Try again later.';
const clockedIn = new ApiError(412, 'already_clocked_in', 'raw server words');

describe('ApiErrorAlert', () => {
  afterEach(async () => {
    // Unmounted first, so the switch back re-renders nothing outside act().
    cleanup();
    await i18n.changeLanguage('en');
  });

  // First on purpose: only before the namespace has loaded can a half-shown alert be seen.
  it('appears whole, title and action with the words, never before them', async () => {
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);

    renderWithProviders(
      <ApiErrorAlert error={clockedIn} title="Could not load" action={<Button>Retry</Button>} />,
    );

    expect(screen.queryByText('Could not load')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('You are already clocked in.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("tells a known key's text, in the page's language", async () => {
    await i18n.changeLanguage('ja');

    renderWithProviders(<ApiErrorAlert error={clockedIn} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('すでに出勤しています。');
  });

  it('reads an unknown key, or a failure not from the API, as the generic text', async () => {
    const { unmount } = renderWithProviders(
      <ApiErrorAlert error={new ApiError(418, 'teapot_refused', 'raw')} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
    expect(screen.queryByText(/teapot_refused|raw/)).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<ApiErrorAlert error={new TypeError('x is undefined')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
  });

  it("uses a form's own words where explain has some, else the key's", async () => {
    const explain = (error: ApiError) =>
      error.errorKey === ErrorKey.AddMemberForbidden ? 'Your plan has no room.' : undefined;

    const { unmount } = renderWithProviders(
      <ApiErrorAlert
        error={new ApiError(403, ErrorKey.AddMemberForbidden, 'x')}
        explain={explain}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plan has no room.');
    unmount();

    renderWithProviders(<ApiErrorAlert error={clockedIn} explain={explain} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already clocked in.');
  });

  it("puts the screen's message before anything else", async () => {
    renderWithProviders(
      <ApiErrorAlert error={clockedIn} message="You are the only owner." explain={() => 'No.'} />,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are the only owner.');
    expect(alert).not.toHaveTextContent('You are already clocked in.');
    expect(alert).not.toHaveTextContent('No.');
  });
});

describe('ApiErrorText', () => {
  it('is the bare text, without an alert of its own', async () => {
    renderWithProviders(<ApiErrorText error={new ApiError(418, 'teapot_refused', 'raw')} />);

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
