// Runs the flow's side effects: the engine's calls, and the timers that bring every screen with
// somebody's data back to idle (nobody's name or hours stay on a shared screen).
import type { KioskMethod } from '@punchcard/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

import type { KioskEngine } from '../../core/engine-types';
import { identifyError, punchError } from '@/app/flow-error';
import {
  canIdentify,
  flowReducer,
  initialFlow,
  type FlowError,
  type FlowState,
  type PunchChoice,
} from '@/app/kiosk-flow';

/** A member's screen with no touch for this long goes back to idle. */
export const IDENTIFIED_TIMEOUT_MS = 20_000;
/** The confirmation stays this long, unless tapped away. */
export const CONFIRMATION_MS = 4_000;
/** An error on the idle screen stays this long (a lock-out stays until it ends). */
export const ERROR_MS = 8_000;

export interface KioskFlow {
  state: FlowState;
  identify: (method: KioskMethod, value: string) => void;
  choose: (choice: PunchChoice) => void;
  captureSelfie: (jpeg: Blob) => void;
  cancelSelfie: () => void;
  selfieProblem: (error: FlowError) => void;
  reset: () => void;
}

export function useKioskFlow(engine: KioskEngine, selfieRequired: boolean): KioskFlow {
  const [state, dispatch] = useReducer(flowReducer, initialFlow);
  const stateRef = useRef(state);
  stateRef.current = state;
  const tickets = useRef(0);
  const touches = useTouches(state.step === 'identified' || state.step === 'selfie');

  const identify = useCallback(
    (method: KioskMethod, value: string) => {
      if (!canIdentify(stateRef.current)) return;
      tickets.current += 1;
      const ticket = tickets.current;
      dispatch({ type: 'identify', ticket, method });
      engine.identify(method, value).then(
        (identification) => {
          dispatch({ type: 'identified', ticket, identification, now: Date.now() });
        },
        (error: unknown) => {
          dispatch({ type: 'identify-failed', ticket, error: identifyError(error, method) });
        },
      );
    },
    [engine],
  );

  const punch = useCallback(
    (current: FlowState, choice: PunchChoice, selfie?: Blob) => {
      if (current.step !== 'identified' && current.step !== 'selfie') return;
      const { ticket, identification } = current;
      engine
        .punch({
          identification,
          action: choice.action,
          ...(selfie ? { selfie } : {}),
          ...(choice.leftAt === undefined ? {} : { left_at: choice.leftAt }),
        })
        .then(
          (receipt) => {
            const offline = identification.mode === 'offline' || !engine.getSnapshot().online;
            dispatch({ type: 'punched', ticket, at: receipt.entry.at, offline });
            // Online, the verdict usually comes while the confirmation is still up.
            void receipt.outcome.then((outcome) => {
              if (outcome.status === 'rejected') {
                dispatch({ type: 'refused', ticket, errorKey: outcome.error_key });
              }
            });
          },
          (error: unknown) => {
            dispatch({ type: 'punch-failed', ticket, error: punchError(error) });
          },
        );
    },
    [engine],
  );

  const choose = useCallback(
    (choice: PunchChoice) => {
      const current = stateRef.current;
      if (current.step !== 'identified') return;
      dispatch({ type: 'choose', choice, selfieRequired });
      if (!selfieRequired) punch(current, choice);
    },
    [punch, selfieRequired],
  );

  const captureSelfie = useCallback(
    (jpeg: Blob) => {
      const current = stateRef.current;
      if (current.step !== 'selfie') return;
      dispatch({ type: 'punch', ticket: current.ticket });
      punch(current, current.choice, jpeg);
    },
    [punch],
  );

  const cancelSelfie = useCallback(() => {
    dispatch({ type: 'selfie-cancelled' });
  }, []);
  const selfieProblem = useCallback((error: FlowError) => {
    dispatch({ type: 'selfie-problem', error });
  }, []);
  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
  }, []);

  useReturnToIdle(state, touches, reset);

  return { state, identify, choose, captureSelfie, cancelSelfie, selfieProblem, reset };
}

/** Counts touches and key presses while `active`: each one restarts the member screen's timer. */
function useTouches(active: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!active) return;
    const touched = () => {
      setCount((value) => value + 1);
    };
    document.addEventListener('pointerdown', touched, true);
    document.addEventListener('keydown', touched, true);
    return () => {
      document.removeEventListener('pointerdown', touched, true);
      document.removeEventListener('keydown', touched, true);
    };
  }, [active]);
  return count;
}

function useReturnToIdle(state: FlowState, touches: number, reset: () => void): void {
  const { step } = state;
  const errorMs =
    state.step === 'idle' && state.error
      ? Math.max(ERROR_MS, (state.error.retryAfterSeconds ?? 0) * 1000)
      : null;

  useEffect(() => {
    const delay =
      step === 'identified' || step === 'selfie'
        ? IDENTIFIED_TIMEOUT_MS
        : step === 'confirmed'
          ? CONFIRMATION_MS
          : errorMs;
    if (delay === null) return;
    const timer = setTimeout(reset, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [step, state.ticket, touches, errorMs, reset]);

  // The next tap anywhere (or a key) closes the confirmation at once.
  useEffect(() => {
    if (step !== 'confirmed') return;
    document.addEventListener('pointerdown', reset, true);
    document.addEventListener('keydown', reset, true);
    return () => {
      document.removeEventListener('pointerdown', reset, true);
      document.removeEventListener('keydown', reset, true);
    };
  }, [step, reset]);
}
