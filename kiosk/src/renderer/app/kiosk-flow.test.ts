import { flowReducer, initialFlow, type FlowEvent, type FlowState } from '@/app/kiosk-flow';
import { onlineIdentification } from '@/testing/fake-engine';

const hana = onlineIdentification();
const run = (events: FlowEvent[], from: FlowState = initialFlow) =>
  events.reduce(flowReducer, from);

const identified = run([
  { type: 'identify', ticket: 1, method: 'pin' },
  { type: 'identified', ticket: 1, identification: hana, now: 1000 },
]);

describe('flowReducer', () => {
  it('goes idle -> identifying -> identified -> punching -> confirmed -> idle', () => {
    const identifying = run([{ type: 'identify', ticket: 1, method: 'pin' }]);
    expect(identifying).toEqual({ step: 'identifying', ticket: 1, method: 'pin' });
    expect(identified).toMatchObject({ step: 'identified', identifiedAt: 1000, error: null });

    const punching = run(
      [{ type: 'choose', choice: { action: 'clock_in' }, selfieRequired: false }],
      identified,
    );
    expect(punching).toMatchObject({ step: 'punching', choice: { action: 'clock_in' } });

    const confirmed = run(
      [{ type: 'punched', ticket: 1, at: 1_795_478_535, offline: false }],
      punching,
    );
    expect(confirmed).toEqual({
      step: 'confirmed',
      ticket: 1,
      confirmation: {
        identification: hana,
        action: 'clock_in',
        at: 1_795_478_535,
        offline: false,
        refusedKey: null,
      },
    });
    expect(run([{ type: 'reset' }], confirmed)).toEqual({ step: 'idle', ticket: 1, error: null });
  });

  it('ignores an answer to an attempt that was cancelled or replaced', () => {
    const cancelled = run([{ type: 'identify', ticket: 1, method: 'qr' }, { type: 'reset' }]);
    expect(run([{ type: 'identified', ticket: 1, identification: hana, now: 0 }], cancelled)).toBe(
      cancelled,
    );

    // A second card tapped on the member's screen: the first answer no longer counts.
    const second = run([{ type: 'identify', ticket: 2, method: 'nfc' }], identified);
    expect(run([{ type: 'identify-failed', ticket: 1, error: { code: 'network' } }], second)).toBe(
      second,
    );
    expect(
      run([{ type: 'identify-failed', ticket: 2, error: { code: 'unknown_card' } }], second),
    ).toEqual({ step: 'idle', ticket: 2, error: { code: 'unknown_card' } });
  });

  it('starts no identification while one runs or a punch is being written', () => {
    const identifying = run([{ type: 'identify', ticket: 1, method: 'pin' }]);
    expect(run([{ type: 'identify', ticket: 2, method: 'nfc' }], identifying)).toBe(identifying);
    const punching = run(
      [{ type: 'choose', choice: { action: 'clock_in' }, selfieRequired: false }],
      identified,
    );
    expect(run([{ type: 'identify', ticket: 2, method: 'nfc' }], punching)).toBe(punching);
  });

  it('takes the selfie before the punch when one is required, keeping the choice', () => {
    const selfie = run(
      [{ type: 'choose', choice: { action: 'clock_in', leftAt: 500 }, selfieRequired: true }],
      identified,
    );
    expect(selfie).toMatchObject({ step: 'selfie', choice: { action: 'clock_in', leftAt: 500 } });
    expect(run([{ type: 'punch', ticket: 1 }], selfie)).toMatchObject({
      step: 'punching',
      choice: { action: 'clock_in', leftAt: 500 },
    });
    expect(run([{ type: 'selfie-cancelled' }], selfie)).toMatchObject({
      step: 'identified',
      error: null,
    });
  });

  it('sends nothing when the camera fails: back to the member with the error', () => {
    const selfie = run(
      [{ type: 'choose', choice: { action: 'clock_out' }, selfieRequired: true }],
      identified,
    );
    const failed = run([{ type: 'selfie-problem', error: { code: 'camera_missing' } }], selfie);
    expect(failed).toMatchObject({
      step: 'identified',
      identifiedAt: 1000,
      error: { code: 'camera_missing' },
    });
    expect(failed).not.toHaveProperty('choice');
  });

  it('keeps the member on screen with the error when the journal write fails', () => {
    const punching = run(
      [{ type: 'choose', choice: { action: 'break_start' }, selfieRequired: false }],
      identified,
    );
    expect(
      run([{ type: 'punch-failed', ticket: 1, error: { code: 'punch_failed' } }], punching),
    ).toMatchObject({ step: 'identified', identifiedAt: 1000, error: { code: 'punch_failed' } });
  });

  it('shows a refusal only on the confirmation of the punch it is about', () => {
    const confirmed = run(
      [
        { type: 'choose', choice: { action: 'clock_in' }, selfieRequired: false },
        { type: 'punched', ticket: 1, at: 10, offline: false },
      ],
      identified,
    );
    expect(
      run([{ type: 'refused', ticket: 1, errorKey: 'already_clocked_in' }], confirmed),
    ).toMatchObject({ confirmation: { refusedKey: 'already_clocked_in' } });
    expect(run([{ type: 'refused', ticket: 0, errorKey: 'x' }], confirmed)).toBe(confirmed);
  });
});
