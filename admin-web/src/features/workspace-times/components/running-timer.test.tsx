import { act, screen } from '@testing-library/react';

import { RunningTimer } from '@/features/workspace-times/components/running-timer';
import {
  TimerDisplayMode,
  type TimerDisplayMode as Mode,
} from '@/features/workspace-times/utils/timer-display-mode';
import { renderWithProviders } from '@/testing/test-utils';

const START = 1_700_000_000;

function renderTimer(elapsed: number, mode: Mode) {
  jest.setSystemTime((START + elapsed) * 1000);
  return renderWithProviders(<RunningTimer start={START} mode={mode} label="Work time" />);
}

const shown = () => screen.getByRole('timer', { name: 'Work time' }).textContent;

describe('RunningTimer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it.each([
    [0, '0s'],
    [59, '59s'],
    [60, '01:00'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [37_230, '10:20:30'],
    [100 * 3600 + 5, '100:00:05'],
  ])('short: %i seconds read %s', (elapsed, text) => {
    renderTimer(elapsed, TimerDisplayMode.Short);
    expect(shown()).toBe(text);
  });

  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3600, '01:00:00'],
  ])('long: %i seconds read %s', (elapsed, text) => {
    renderTimer(elapsed, TimerDisplayMode.Long);
    expect(shown()).toBe(text);
  });

  it('shows nothing while hidden', () => {
    renderTimer(42, TimerDisplayMode.Hidden);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('ticks every second, crossing from seconds to minutes', () => {
    renderTimer(58, TimerDisplayMode.Short);
    expect(shown()).toBe('58s');

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(shown()).toBe('59s');

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(shown()).toBe('01:00');
  });

  it('keeps timers side by side in step', () => {
    jest.setSystemTime(START * 1000 + 300);
    renderWithProviders(<RunningTimer start={START} mode="short" label="Work time" />);
    act(() => {
      jest.advanceTimersByTime(400);
    });
    renderWithProviders(<RunningTimer start={START - 10} mode="short" label="Activity time" />);

    act(() => {
      // Past the next whole second: both flip at once.
      jest.advanceTimersByTime(350);
    });
    expect(shown()).toBe('1s');
    expect(screen.getByRole('timer', { name: 'Activity time' })).toHaveTextContent('11s');
  });
});
