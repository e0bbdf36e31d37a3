import { createLoadingBar, estimatedProgress, LOADING_BAR } from '@/lib/loading-bar';

function fakeView() {
  return { progress: jest.fn<undefined, [number]>(), complete: jest.fn<undefined, [boolean]>() };
}

describe('the loading bar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('uses the spec values: throttle 200 ms, duration 2000 ms, 3 px', () => {
    expect(LOADING_BAR).toMatchObject({ throttleMs: 200, durationMs: 2000, heightPx: 3 });
  });

  it('never shows for work that ends within the throttle', () => {
    const view = fakeView();
    const bar = createLoadingBar(view);

    bar.start();
    jest.advanceTimersByTime(199);
    bar.finish(false);
    jest.advanceTimersByTime(1000);

    expect(view.progress).not.toHaveBeenCalled();
    expect(view.complete).not.toHaveBeenCalled();
  });

  it('shows after the throttle, creeps on, and completes', () => {
    const view = fakeView();
    const bar = createLoadingBar(view);

    bar.start();
    jest.advanceTimersByTime(200);
    expect(view.progress).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2000);
    const shown = view.progress.mock.calls.map(([percent]) => percent);
    expect(shown.at(-1)).toBeCloseTo(estimatedProgress(2000, 2000));
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);

    bar.finish(false);
    expect(view.complete).toHaveBeenCalledWith(false);
  });

  it('shows a failure in the error colour, even a quick one', () => {
    const view = fakeView();
    const bar = createLoadingBar(view);

    bar.start();
    jest.advanceTimersByTime(50);
    bar.finish(true);

    expect(view.complete).toHaveBeenCalledWith(true);
  });

  it('approaches the end along the duration without ever reaching it', () => {
    expect(estimatedProgress(0, 2000)).toBe(0);
    expect(estimatedProgress(2000, 2000)).toBeGreaterThan(65);
    expect(estimatedProgress(2000, 2000)).toBeLessThan(75);
    expect(estimatedProgress(600_000, 2000)).toBeLessThanOrEqual(99);
  });
});
