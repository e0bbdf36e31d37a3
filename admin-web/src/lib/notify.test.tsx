import { act, screen } from '@testing-library/react';

import { createNotifier, NOTICE_SWAP_DELAY_MS } from '@/lib/notify';
import { renderWithProviders } from '@/testing/test-utils';
import { notifications } from '@mantine/notifications';

describe('notify', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      notifications.clean();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
  });

  it('shows a notice at once when none is visible', () => {
    renderWithProviders(<></>);
    const notify = createNotifier();

    act(() => {
      notify({ message: 'Clocked in' });
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Clocked in');
  });

  it('hides the visible notice, waits 500 ms, then shows the new one', () => {
    renderWithProviders(<></>);
    const notify = createNotifier();
    act(() => {
      notify({ message: 'Clocked in' });
    });

    act(() => {
      notify({ message: 'Break started', tone: 'success' });
    });
    act(() => {
      // The old notice's exit transition ends well within the wait.
      jest.advanceTimersByTime(NOTICE_SWAP_DELAY_MS - 1);
    });
    expect(screen.queryByText('Clocked in')).not.toBeInTheDocument();
    expect(screen.queryByText('Break started')).not.toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Break started');
  });

  it('shows only the newest of notices that arrive during the wait', () => {
    renderWithProviders(<></>);
    const notify = createNotifier();
    act(() => {
      notify({ message: 'First' });
      notify({ message: 'Second' });
      notify({ message: 'Third' });
    });

    act(() => {
      jest.advanceTimersByTime(NOTICE_SWAP_DELAY_MS);
    });

    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Third');
  });
});
