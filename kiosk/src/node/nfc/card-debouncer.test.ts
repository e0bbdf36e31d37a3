import { CardDebouncer } from './card-debouncer.js';

let now = 0;
const debouncer = () => new CardDebouncer({ repeatMs: 1500, carryMs: 1000, now: () => now });

beforeEach(() => {
  now = 1_000_000;
});

describe('CardDebouncer', () => {
  it('reports a card once while it stays, and again when tapped later', () => {
    const taps = debouncer();
    expect(taps.cardOn('R', 'AA')).toBe(true);
    expect(taps.cardOn('R', 'AA')).toBe(false);
    taps.cardOff('R');
    now += 1600;
    expect(taps.cardOn('R', 'AA')).toBe(true);
  });

  it('takes a card that flickers off and on as the same tap, and another card as a new one', () => {
    const taps = debouncer();
    expect(taps.cardOn('R', 'AA')).toBe(true);
    taps.cardOff('R');
    now += 300;
    expect(taps.cardOn('R', 'AA')).toBe(false);
    taps.cardOff('R');
    now += 100;
    expect(taps.cardOn('R', 'BB')).toBe(true);
  });

  it('does not report the card still on a reader that came back, unless it is late', () => {
    const taps = debouncer();
    expect(taps.cardOn('R', 'AA')).toBe(true);
    taps.suspend();
    now += 60_000;
    taps.readerBack('R');
    now += 200;
    expect(taps.cardOn('R', 'AA')).toBe(false);

    taps.readerGone('R');
    now += 5000;
    taps.readerBack('R');
    now += 1200;
    expect(taps.cardOn('R', 'AA')).toBe(true);
  });

  it('reports a different card on a reader that came back', () => {
    const taps = debouncer();
    taps.cardOn('R', 'AA');
    taps.readerGone('R');
    taps.readerBack('R');
    expect(taps.cardOn('R', 'BB')).toBe(true);
  });
});
