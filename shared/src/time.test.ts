import fc from 'fast-check';
import { elapsedSeconds, formatTimer, type Span, spansOverlap, TimerDisplay } from './time.js';

const second = fc.integer({ min: 0, max: 10_000_000 });
const span = fc
  .tuple(second, fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }))
  .map(([start, length]): Span => ({ start, end: length === null ? null : start + length }));

describe('spansOverlap', () => {
  it('is symmetric', () => {
    fc.assert(fc.property(span, span, (a, b) => spansOverlap(a, b) === spansOverlap(b, a)));
  });

  it('agrees with a brute-force check over whole seconds', () => {
    const small = fc
      .tuple(
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
      )
      .map(([start, length]): Span => ({ start, end: length === null ? null : start + length }));
    fc.assert(
      fc.property(small, small, (a, b) => {
        const covers = (s: Span, t: number) => t >= s.start && (s.end === null || t < s.end);
        let shared = false;
        for (let t = 0; t <= 100; t++) if (covers(a, t) && covers(b, t)) shared = true;
        expect(spansOverlap(a, b)).toBe(shared);
      }),
    );
  });

  it('treats touching spans as not overlapping and an open span as overlapping everything after it', () => {
    expect(spansOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(spansOverlap({ start: 0, end: null }, { start: 1_000_000, end: 1_000_001 })).toBe(true);
    expect(spansOverlap({ start: 5, end: null }, { start: 0, end: 5 })).toBe(false);
  });
});

describe('formatTimer', () => {
  it.each([
    [0, '0s'],
    [59, '59s'],
    [60, '01:00'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [86_399, '23:59:59'],
    [360_000, '100:00:00'],
  ])('short display of %i s is %s', (seconds, text) => {
    expect(formatTimer(seconds, TimerDisplay.Short)).toBe(text);
  });

  it('long display is always HH:MM:SS and reads back to the same seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => {
        const text = formatTimer(seconds, TimerDisplay.Long);
        expect(text).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
        const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
        expect(h * 3600 + m * 60 + s).toBe(seconds);
      }),
    );
  });

  it('short display picks its form by magnitude', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seconds) => {
        const text = formatTimer(seconds, TimerDisplay.Short);
        if (seconds < 60) expect(text).toBe(`${seconds}s`);
        else if (seconds < 3600) expect(text).toMatch(/^\d{2}:\d{2}$/);
        else expect(text).toBe(formatTimer(seconds, TimerDisplay.Long));
      }),
    );
  });
});

describe('elapsedSeconds', () => {
  it('counts from a positive start and is 0 when nothing runs', () => {
    expect(elapsedSeconds(100, 160)).toBe(60);
    expect(elapsedSeconds(0, 160)).toBe(0);
    expect(elapsedSeconds(null, 160)).toBe(0);
    expect(elapsedSeconds(200, 160)).toBe(0);
  });
});
