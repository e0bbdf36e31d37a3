// The top loading bar's timing (time-tracking-spec section 9: throttle 200 ms, duration 2000 ms).
// Work that ends within the throttle never shows a bar; a longer wait shows one that creeps
// towards the end along a curve sized by the duration, so it never looks finished while waiting.

export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, heightPx: 3, tickMs: 100 } as const;

/** Percent shown after `elapsedMs`: about 70 at the duration, approaching but never 100. */
export function estimatedProgress(elapsedMs: number, durationMs: number): number {
  const percent = (2 / Math.PI) * 100 * Math.atan(((elapsedMs / durationMs) * 100) / 50);
  return Math.min(99, Math.max(0, percent));
}

export interface LoadingBarView {
  /** Show the bar at this percent (0-100). */
  progress(percent: number): void;
  /** Fill the bar and let it fade, in the error colour when the work failed. */
  complete(failed: boolean): void;
}

export interface LoadingBar {
  /** Work started; the bar appears once it has lasted the throttle. */
  start(): void;
  /** Work ended; a failure is shown even when it came before the throttle. */
  finish(failed: boolean): void;
}

export interface LoadingBarTiming {
  throttleMs: number;
  durationMs: number;
  tickMs: number;
}

export function createLoadingBar(
  view: LoadingBarView,
  { throttleMs, durationMs, tickMs }: LoadingBarTiming = LOADING_BAR,
): LoadingBar {
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const stopTimers = (): void => {
    clearTimeout(throttle);
    clearInterval(ticker);
    throttle = undefined;
    ticker = undefined;
  };

  return {
    start() {
      if (throttle !== undefined || ticker !== undefined) return;
      throttle = setTimeout(() => {
        throttle = undefined;
        const startedAt = Date.now();
        view.progress(estimatedProgress(0, durationMs));
        ticker = setInterval(() => {
          view.progress(estimatedProgress(Date.now() - startedAt, durationMs));
        }, tickMs);
      }, throttleMs);
    },
    finish(failed) {
      const shown = ticker !== undefined;
      stopTimers();
      if (shown || failed) view.complete(failed);
    },
  };
}
