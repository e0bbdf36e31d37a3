import {
  WEDGE_BURST_GAP_MS,
  WEDGE_MAX_GAP_MS,
  WEDGE_RELEASE_MS,
  WedgeDetector,
  type WedgeKey,
} from '@/features/identify/lib/wedge-detector';

interface Typed {
  cards: string[];
  misreads: string[];
  released: string[];
}

/** Feeds `keys` with `gapMs` between them, running the release timer as time passes. */
function typeKeys(keys: string[], gapMs: number, detector: WedgeDetector<WedgeKey>, t0 = 1000) {
  const verdicts: string[] = [];
  keys.forEach((key, i) => {
    if (i > 0) jest.advanceTimersByTime(gapMs);
    verdicts.push(detector.handle({ key, timeStamp: t0 + i * gapMs }));
  });
  return verdicts;
}

function setup() {
  const typed: Typed = { cards: [], misreads: [], released: [] };
  const detector = new WedgeDetector<WedgeKey>({
    onCard: (uid) => typed.cards.push(uid),
    onMisread: (text) => typed.misreads.push(text),
    onRelease: (keys) => typed.released.push(keys.map((k) => k.key).join('')),
  });
  return { typed, detector };
}

const chars = (text: string) => Array.from(text);

describe('WedgeDetector', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads a burst of hex digits ending in Enter as a card, swallowing every key', () => {
    const { typed, detector } = setup();

    const verdicts = typeKeys([...chars('04a1b2c3d4e5f6'), 'Enter'], 6, detector);
    jest.advanceTimersByTime(1000);

    expect(typed.cards).toEqual(['04A1B2C3D4E5F6']);
    expect(verdicts.slice(0, -1).every((v) => v === 'hold')).toBe(true);
    expect(verdicts.at(-1)).toBe('card');
    expect(typed.released).toEqual([]);
  });

  it("gives a person's typing back, key by key, in order", () => {
    const { typed, detector } = setup();

    const verdicts = typeKeys([...chars('12345678'), 'Enter'], 140, detector);

    expect(typed.cards).toEqual([]);
    expect(typed.released).toEqual(chars('12345678'));
    expect(verdicts.at(-1)).toBe('pass');
  });

  it('takes a mean gap of the threshold as typing, just under it as a reader', () => {
    const slow = setup();
    typeKeys([...chars('A1B2C3D4'), 'Enter'], WEDGE_MAX_GAP_MS, slow.detector);
    expect(slow.typed.cards).toEqual([]);

    const fast = setup();
    typeKeys([...chars('A1B2C3D4'), 'Enter'], WEDGE_MAX_GAP_MS - 1, fast.detector);
    expect(fast.typed.cards).toEqual(['A1B2C3D4']);
  });

  it("tolerates a reader's key delayed by a busy machine", () => {
    const { typed, detector } = setup();
    const stamps = [0, 8, 17, 21, 66, 102, 108, 116, 123, 132, 140, 154, 168, 175, 188];

    Array.from('04A1B2C3D4E5F6').forEach((key, i) => {
      detector.handle({ key, timeStamp: stamps[i] ?? 0 });
    });
    detector.handle({ key: 'Enter', timeStamp: stamps[14] ?? 0 });

    expect(typed.cards).toEqual(['04A1B2C3D4E5F6']);
    expect(typed.released).toEqual([]);
  });

  it('never reads keys a person typed apart as one card', () => {
    const { typed, detector } = setup();

    // Fast, but with the pause between two keys a person makes.
    typeKeys(chars('04A1'), 5, detector);
    typeKeys([...chars('B2C3'), 'Enter'], 5, detector, 1000 + 3 * 5 + WEDGE_BURST_GAP_MS);

    expect(typed.cards).toEqual([]);
    expect(typed.released).toEqual(['04A1', 'B2C3']);
  });

  it('gives back a short fast run (a PIN typed quickly) before its Enter passes', () => {
    const { typed, detector } = setup();

    const verdicts = typeKeys([...chars('4821'), 'Enter'], 5, detector);

    expect(typed.released).toEqual(['4821']);
    expect(verdicts.at(-1)).toBe('pass');
    expect(typed.cards).toEqual([]);
  });

  it('drops a burst that is no UID instead of typing it', () => {
    const { typed, detector } = setup();

    typeKeys([...chars('1234567'), 'Enter'], 5, detector);

    expect(typed.misreads).toEqual(['1234567']);
    expect(typed.cards).toEqual([]);
    expect(typed.released).toEqual([]);
  });

  it('releases held keys when no key follows in time (a burst without Enter)', () => {
    const { typed, detector } = setup();

    typeKeys(chars('04A1B2C3'), 5, detector);
    jest.advanceTimersByTime(WEDGE_RELEASE_MS - 1);
    expect(typed.released).toEqual([]);
    jest.advanceTimersByTime(1);

    expect(typed.released).toEqual(['04A1B2C3']);
  });

  it('judges by when keys were pressed, not when they are handled', () => {
    const { typed, detector } = setup();

    // A busy main thread hands over a person's keys late and back to back.
    ['5', '6', '7', '8', '9', '0'].forEach((key, i) => {
      detector.handle({ key, timeStamp: 1000 + i * 90 });
    });
    detector.handle({ key: 'Enter', timeStamp: 1000 + 6 * 90 });

    expect(typed.cards).toEqual([]);
    expect(typed.released.join('')).toBe('567890');
  });

  it('lets other keys through, after what it held', () => {
    const { typed, detector } = setup();

    const verdicts = typeKeys(['1', 'Escape'], 5, detector);

    expect(verdicts).toEqual(['hold', 'pass']);
    expect(typed.released).toEqual(['1']);
  });

  it('gives everything back on flush', () => {
    const { typed, detector } = setup();
    typeKeys(chars('AB'), 5, detector);

    detector.flush();
    jest.advanceTimersByTime(WEDGE_RELEASE_MS);

    expect(typed.released).toEqual(['AB']);
    expect(jest.getTimerCount()).toBe(0);
  });
});
