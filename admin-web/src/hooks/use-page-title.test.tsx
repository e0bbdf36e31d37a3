import { act, render } from '@testing-library/react';

import { documentTitle, RunningTimerContext, usePageTitle } from '@/hooks/use-page-title';

describe('documentTitle', () => {
  const start = 1_700_000_000;

  it('shows the short timer before the title while a timer runs', () => {
    expect(documentTitle('Clock | Punchcard', start, start + 5)).toBe('5s - Clock | Punchcard');
    expect(documentTitle('Clock | Punchcard', start, start + 59)).toBe('59s - Clock | Punchcard');
    expect(documentTitle('Clock | Punchcard', start, start + 60)).toBe('01:00 - Clock | Punchcard');
    expect(documentTitle('Clock | Punchcard', start, start + 3599)).toBe(
      '59:59 - Clock | Punchcard',
    );
    expect(documentTitle('Clock | Punchcard', start, start + 3600)).toBe(
      '01:00:00 - Clock | Punchcard',
    );
    expect(documentTitle('Clock | Punchcard', start, start + 37_230)).toBe(
      '10:20:30 - Clock | Punchcard',
    );
  });

  it('is the title alone when nothing runs (no start, or a start not above 0)', () => {
    expect(documentTitle('Clock | Punchcard', null, start)).toBe('Clock | Punchcard');
    expect(documentTitle('Clock | Punchcard', undefined, start)).toBe('Clock | Punchcard');
    expect(documentTitle('Clock | Punchcard', 0, start)).toBe('Clock | Punchcard');
  });
});

function TitledPage({ runningSince }: { runningSince?: number | null }) {
  usePageTitle('Clock', runningSince);
  return null;
}

describe('usePageTitle', () => {
  const start = 1_700_000_000;
  beforeEach(() => {
    jest.useFakeTimers({ now: (start + 42) * 1000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('names the page, and ticks the running timer every second', () => {
    const { rerender } = render(<TitledPage />);
    expect(document.title).toBe('Clock | Punchcard');

    rerender(<TitledPage runningSince={start} />);
    expect(document.title).toBe('42s - Clock | Punchcard');

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(document.title).toBe('43s - Clock | Punchcard');

    act(() => {
      jest.advanceTimersByTime(18_000);
    });
    expect(document.title).toBe('01:01 - Clock | Punchcard');

    act(() => {
      jest.advanceTimersByTime(3600_000);
    });
    expect(document.title).toBe('01:01:01 - Clock | Punchcard');
  });

  it('leaves the sign-in title behind when the page goes', () => {
    const { unmount } = render(<TitledPage runningSince={start} />);

    unmount();

    expect(document.title).toBe('Sign in | Punchcard');
  });
});

describe('usePageTitle with the running timer of the context', () => {
  const start = 1_700_000_000;
  beforeEach(() => {
    jest.useFakeTimers({ now: (start + 75) * 1000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the context timer when the page passes none', () => {
    render(
      <RunningTimerContext value={start}>
        <TitledPage />
      </RunningTimerContext>,
    );
    expect(document.title).toBe('01:15 - Clock | Punchcard');

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(document.title).toBe('01:16 - Clock | Punchcard');
  });

  it('is the title alone when the context has no timer (its default)', () => {
    render(<TitledPage />);
    expect(document.title).toBe('Clock | Punchcard');
    render(
      <RunningTimerContext value={null}>
        <TitledPage />
      </RunningTimerContext>,
    );
    expect(document.title).toBe('Clock | Punchcard');
  });

  it("prefers the page's own start, and its null, to the context's", () => {
    const { rerender } = render(
      <RunningTimerContext value={start}>
        <TitledPage runningSince={start + 70} />
      </RunningTimerContext>,
    );
    expect(document.title).toBe('5s - Clock | Punchcard');

    rerender(
      <RunningTimerContext value={start}>
        <TitledPage runningSince={null} />
      </RunningTimerContext>,
    );
    expect(document.title).toBe('Clock | Punchcard');
  });

  it('follows the context when the timer starts and stops', () => {
    const { rerender } = render(
      <RunningTimerContext value={null}>
        <TitledPage />
      </RunningTimerContext>,
    );
    expect(document.title).toBe('Clock | Punchcard');

    rerender(
      <RunningTimerContext value={start + 60}>
        <TitledPage />
      </RunningTimerContext>,
    );
    expect(document.title).toBe('15s - Clock | Punchcard');

    rerender(
      <RunningTimerContext value={null}>
        <TitledPage />
      </RunningTimerContext>,
    );
    expect(document.title).toBe('Clock | Punchcard');
  });
});
