import { act, render, screen } from '@testing-library/react';

import { Clock } from '@/features/clock/components/clock';

describe('Clock', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2025, 0, 6, 9, 41, 58, 400));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the current time and date', () => {
    render(<Clock locale="en-GB" />);

    const clock = screen.getByRole('region', { name: 'Current time' });
    expect(clock).toHaveTextContent('09:41:58');
    expect(clock).toHaveTextContent(/Monday,? 6 January 2025/);
  });

  it('ticks every second, on the second', () => {
    render(<Clock locale="en-GB" />);
    const clock = screen.getByRole('region', { name: 'Current time' });

    act(() => {
      jest.advanceTimersByTime(599);
    });
    expect(clock).toHaveTextContent('09:41:58');

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(clock).toHaveTextContent('09:41:59');

    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(clock).toHaveTextContent('09:42:01');
  });

  it('stops ticking once unmounted', () => {
    const { unmount } = render(<Clock locale="en-GB" />);

    unmount();

    expect(jest.getTimerCount()).toBe(0);
  });
});
