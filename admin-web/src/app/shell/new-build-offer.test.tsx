import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';

import NewBuildOffer, { BUILD_POLL_INTERVAL_MS } from '@/app/shell/new-build-offer';
import { jsonAnswer, mockFetch } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';

describe('NewBuildOffer', () => {
  let restoreFetch: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    restoreFetch();
    act(() => {
      notifications.clean();
    });
    jest.useRealTimers();
  });

  async function pollOnce() {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    });
  }

  it('offers a reload once the deployed build differs from this one', async () => {
    const { fetchMock, restore } = mockFetch(
      jsonAnswer(200, { build: 'b1' }),
      jsonAnswer(200, { build: 'b2' }),
    );
    restoreFetch = restore;
    renderWithProviders(<NewBuildOffer currentBuild="b1" />);

    await pollOnce();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    await pollOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('A new version of Punchcard is available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/version\.json\?at=\d+$/),
      expect.objectContaining({ cache: 'no-store' }),
    );

    await pollOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stays quiet when the build cannot be read', async () => {
    restoreFetch = mockFetch({ status: 404, text: 'Not found' }).restore;
    renderWithProviders(<NewBuildOffer currentBuild="b1" />);

    await pollOnce();
    await pollOnce();

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not poll in development, where there is no build', async () => {
    const { fetchMock, restore } = mockFetch(jsonAnswer(200, { build: 'b2' }));
    restoreFetch = restore;
    renderWithProviders(<NewBuildOffer currentBuild="development" />);

    await pollOnce();

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
