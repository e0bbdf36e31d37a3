import { RestartBackoff } from './restart-backoff.js';

describe('RestartBackoff', () => {
  const options = { initialMs: 1_000, maxMs: 8_000, stableMs: 60_000 };

  it('doubles the delay while failures come quickly, up to the maximum', () => {
    const backoff = new RestartBackoff(options);
    const delays = [0, 2_000, 5_000, 10_000, 20_000, 30_000].map((now) => backoff.next(now));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('starts again once the process stayed up long enough', () => {
    const backoff = new RestartBackoff(options);
    backoff.next(0);
    backoff.next(1_000);
    expect(backoff.next(2_000)).toBe(4_000);
    expect(backoff.next(62_000)).toBe(1_000);
    expect(backoff.next(63_000)).toBe(2_000);
  });
});
