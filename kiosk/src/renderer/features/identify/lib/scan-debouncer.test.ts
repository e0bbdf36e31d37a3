import { SCAN_REPEAT_MS, ScanDebouncer } from '@/features/identify/lib/scan-debouncer';

describe('ScanDebouncer', () => {
  it('counts a badge held up for a long time once', () => {
    const debouncer = new ScanDebouncer();
    const accepted = [];
    // Ten decodes a second for a minute.
    for (let at = 0; at < 60_000; at += 100) accepted.push(debouncer.accept('badge-a', at));

    expect(accepted.filter(Boolean)).toHaveLength(1);
    expect(accepted[0]).toBe(true);
  });

  it('counts the same badge again once it was out of sight long enough', () => {
    const debouncer = new ScanDebouncer();
    expect(debouncer.accept('badge-a', 0)).toBe(true);
    expect(debouncer.accept('badge-a', SCAN_REPEAT_MS - 1)).toBe(false);

    expect(debouncer.accept('badge-a', 2 * SCAN_REPEAT_MS - 2)).toBe(false);
    expect(debouncer.accept('badge-a', 3 * SCAN_REPEAT_MS - 2)).toBe(true);
  });

  it('counts another badge at once', () => {
    const debouncer = new ScanDebouncer();
    expect(debouncer.accept('badge-a', 0)).toBe(true);
    expect(debouncer.accept('badge-b', 200)).toBe(true);
  });

  it('counts two badges in view, decoded in turn, once each', () => {
    const debouncer = new ScanDebouncer();
    const accepted: string[] = [];
    for (let at = 0; at < 20_000; at += 100) {
      const value = at % 200 === 0 ? 'badge-a' : 'badge-b';
      if (debouncer.accept(value, at)) accepted.push(value);
    }

    expect(accepted).toEqual(['badge-a', 'badge-b']);
    expect(debouncer.accept('badge-a', 20_000 + SCAN_REPEAT_MS)).toBe(true);
  });

  it('takes its window as a parameter', () => {
    const debouncer = new ScanDebouncer(1000);
    expect(debouncer.accept('x', 0)).toBe(true);
    expect(debouncer.accept('x', 999)).toBe(false);
    expect(debouncer.accept('x', 1999)).toBe(true);
  });
});
