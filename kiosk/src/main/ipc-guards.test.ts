import type { PunchEntry } from '@punchcard/shared';

import { isTrustedSender, MAX_BATCH, validateIpcArgs } from './ipc-guards.js';

const entry: PunchEntry = {
  id: '0b6f8d4e-2c1a-4f3b-9a7e-5d2c1b0a9f8e',
  seq: 3,
  at: 1_767_225_600,
  action: 'clock_in',
  credential: { method: 'pin', value: '4821' },
  prev_hash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
  signature: 'c'.repeat(86),
};

const applied = {
  seq: 3,
  outcome: { status: 'applied', result: { id: entry.id, seq: 3, status: 'applied' } },
};
const rejected = {
  seq: 4,
  outcome: { status: 'rejected', error_key: 'kiosk_punch_too_old', message: 'Too old' },
};

describe('validateIpcArgs', () => {
  it('passes a valid entry through to journal:append', () => {
    expect(validateIpcArgs('journal:append', [entry])).toEqual([entry]);
  });

  it('refuses an entry that is not one, or extra and missing arguments', () => {
    expect(() => validateIpcArgs('journal:append', [{ ...entry, hash: 'nothex' }])).toThrow(
      /not a punch entry/,
    );
    expect(() => validateIpcArgs('journal:append', [{ ...entry, extra: 1 }])).toThrow(
      /not a punch entry/,
    );
    expect(() => validateIpcArgs('journal:append', [])).toThrow(/expected 1 argument/);
    expect(() => validateIpcArgs('journal:append', [entry, entry])).toThrow(/got 2/);
    expect(() => validateIpcArgs('journal:last', [entry])).toThrow(/expected 0 argument/);
  });

  it('accepts the server verdicts journal:settle records, of either kind', () => {
    expect(validateIpcArgs('journal:settle', [[applied, rejected]])).toEqual([[applied, rejected]]);
    const duplicate = {
      ...applied,
      outcome: { ...applied.outcome, result: { id: null, seq: null, status: 'duplicate' } },
    };
    expect(validateIpcArgs('journal:settle', [[duplicate]])).toEqual([[duplicate]]);
  });

  it('accepts an error key this build does not know (a newer server)', () => {
    const future = { seq: 5, outcome: { ...rejected.outcome, error_key: 'kiosk_new_rule' } };
    expect(validateIpcArgs('journal:settle', [[future]])).toEqual([[future]]);
  });

  it('refuses malformed verdicts and says which one', () => {
    const cases: unknown[] = [
      { seq: 0, outcome: applied.outcome },
      { seq: 1.5, outcome: applied.outcome },
      { seq: 3, outcome: { status: 'applied', result: { id: 7, seq: 3, status: 'applied' } } },
      { seq: 3, outcome: { status: 'applied', result: { id: null, seq: null, status: 'maybe' } } },
      { seq: 3, outcome: { status: 'rejected', error_key: '', message: 'x' } },
      { seq: 3, outcome: { status: 'pending' } },
      { seq: 3, outcome: { ...rejected.outcome, message: 'x'.repeat(2_001) } },
      {
        seq: 3,
        outcome: {
          ...applied.outcome,
          result: { ...applied.outcome.result, pad: 'x'.repeat(20_000) },
        },
      },
      null,
    ];
    for (const bad of cases) {
      expect(() => validateIpcArgs('journal:settle', [[applied, bad]])).toThrow(
        /item 1 is not a valid settled punch/,
      );
    }
    expect(() => validateIpcArgs('journal:settle', [applied])).toThrow(/expected an array/);
  });

  it('checks every entry journal:resign would write, and bounds the batch', () => {
    expect(validateIpcArgs('journal:resign', [[entry]])).toEqual([[entry]]);
    expect(() =>
      validateIpcArgs('journal:resign', [[entry, { ...entry, signature: 'short' }]]),
    ).toThrow(/item 1 is not a valid punch entry/);
    const tooMany = Array.from({ length: MAX_BATCH + 1 }, () => entry);
    expect(() => validateIpcArgs('journal:resign', [tooMany])).toThrow(/at most/);
  });
});

describe('isTrustedSender', () => {
  const base = new URL('app://punchcard/kiosk/');
  const ours = {
    fromKioskWindow: true,
    frameUrl: 'app://punchcard/kiosk/?pair=1',
    isMainFrame: true,
  };

  it('trusts our window showing our page', () => {
    expect(isTrustedSender(ours, base)).toBe(true);
  });

  it('refuses another window, a sub-frame, a foreign page or a gone frame', () => {
    expect(isTrustedSender({ ...ours, fromKioskWindow: false }, base)).toBe(false);
    expect(isTrustedSender({ ...ours, isMainFrame: false }, base)).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: 'https://evil.example/kiosk/' }, base)).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: 'app://other/kiosk/' }, base)).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: null }, base)).toBe(false);
  });
});
