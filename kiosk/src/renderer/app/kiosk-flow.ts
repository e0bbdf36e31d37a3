// The kiosk's screens as one pure state machine: idle -> identifying -> identified -> (selfie) ->
// punching -> confirmed -> idle. Every asynchronous answer carries the ticket of the attempt it
// belongs to, so an answer that arrives after a cancel or a timeout changes nothing.
import type { KioskMethod, PunchAction, UnixSeconds } from '@punchcard/shared';

import type { Identification } from '../../core/engine-types';

/** What went wrong, in the words a person can act on (see flow-error.ts). */
export type FlowErrorCode =
  | 'wrong_pin'
  | 'too_many'
  | 'unknown_badge'
  | 'unknown_card'
  | 'pin_ambiguous'
  | 'method_disabled'
  | 'kiosk_locked'
  | 'kiosk_disabled'
  | 'kiosk_revoked'
  | 'camera_missing'
  | 'camera_denied'
  | 'network'
  | 'punch_failed'
  | 'unexpected';

export interface FlowError {
  code: FlowErrorCode;
  /** A lock-out's wait, counted down on screen. */
  retryAfterSeconds?: number;
}

/** A punch on its way: the action chosen and, for a forgotten clock-out, when they left. */
export interface PunchChoice {
  action: PunchAction;
  leftAt?: UnixSeconds;
}

export interface Confirmation {
  identification: Identification;
  action: PunchAction;
  at: UnixSeconds;
  /** Only on this device for now: the server was not reachable. */
  offline: boolean;
  /** The server's error key, if it refused the punch while this is still on screen. */
  refusedKey: string | null;
}

export type FlowState =
  | { step: 'idle'; ticket: number; error: FlowError | null }
  | { step: 'identifying'; ticket: number; method: KioskMethod }
  | {
      step: 'identified';
      ticket: number;
      identification: Identification;
      /** Date.now() when identified: the time worked today ticks from there. */
      identifiedAt: number;
      error: FlowError | null;
    }
  | {
      step: 'selfie';
      ticket: number;
      identification: Identification;
      identifiedAt: number;
      choice: PunchChoice;
    }
  | {
      step: 'punching';
      ticket: number;
      identification: Identification;
      identifiedAt: number;
      choice: PunchChoice;
    }
  | { step: 'confirmed'; ticket: number; confirmation: Confirmation };

export type FlowEvent =
  | { type: 'identify'; ticket: number; method: KioskMethod }
  | { type: 'identified'; ticket: number; identification: Identification; now: number }
  | { type: 'identify-failed'; ticket: number; error: FlowError }
  | { type: 'choose'; choice: PunchChoice; selfieRequired: boolean }
  | { type: 'punch'; ticket: number }
  | { type: 'punched'; ticket: number; at: UnixSeconds; offline: boolean }
  | { type: 'punch-failed'; ticket: number; error: FlowError }
  | { type: 'refused'; ticket: number; errorKey: string }
  | { type: 'selfie-cancelled' }
  | { type: 'selfie-problem'; error: FlowError }
  | { type: 'reset' };

export const initialFlow: FlowState = { step: 'idle', ticket: 0, error: null };

/** Where a new identification may start: idle, and a card tap on a member's or done screen. */
export function canIdentify(state: FlowState): boolean {
  return state.step === 'idle' || state.step === 'identified' || state.step === 'confirmed';
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'identify':
      if (!canIdentify(state)) return state;
      return { step: 'identifying', ticket: event.ticket, method: event.method };
    case 'identified':
      if (state.step !== 'identifying' || state.ticket !== event.ticket) return state;
      return {
        step: 'identified',
        ticket: state.ticket,
        identification: event.identification,
        identifiedAt: event.now,
        error: null,
      };
    case 'identify-failed':
      if (state.step !== 'identifying' || state.ticket !== event.ticket) return state;
      return { step: 'idle', ticket: state.ticket, error: event.error };
    case 'choose':
      if (state.step !== 'identified') return state;
      return event.selfieRequired
        ? { ...state, step: 'selfie', choice: event.choice }
        : {
            step: 'punching',
            ticket: state.ticket,
            identification: state.identification,
            identifiedAt: state.identifiedAt,
            choice: event.choice,
          };
    case 'punch':
      // The selfie step hands over its photo: the punch starts from there.
      if (state.step !== 'selfie' || state.ticket !== event.ticket) return state;
      return {
        step: 'punching',
        ticket: state.ticket,
        identification: state.identification,
        identifiedAt: state.identifiedAt,
        choice: state.choice,
      };
    case 'punched':
      if (state.step !== 'punching' || state.ticket !== event.ticket) return state;
      return {
        step: 'confirmed',
        ticket: state.ticket,
        confirmation: {
          identification: state.identification,
          action: state.choice.action,
          at: event.at,
          offline: event.offline,
          refusedKey: null,
        },
      };
    case 'punch-failed':
      if (state.step !== 'punching' || state.ticket !== event.ticket) return state;
      return {
        step: 'identified',
        ticket: state.ticket,
        identification: state.identification,
        identifiedAt: state.identifiedAt,
        error: event.error,
      };
    case 'refused':
      if (state.step !== 'confirmed' || state.ticket !== event.ticket) return state;
      return { ...state, confirmation: { ...state.confirmation, refusedKey: event.errorKey } };
    case 'selfie-cancelled':
      if (state.step !== 'selfie') return state;
      return { ...withoutChoice(state), error: null };
    case 'selfie-problem':
      // A required photo that cannot be taken means no punch: say why, keep the member's screen.
      if (state.step !== 'selfie') return state;
      return { ...withoutChoice(state), error: event.error };
    case 'reset':
      return { step: 'idle', ticket: state.ticket, error: null };
  }
}

function withoutChoice(state: Extract<FlowState, { step: 'selfie' }>) {
  return {
    step: 'identified' as const,
    ticket: state.ticket,
    identification: state.identification,
    identifiedAt: state.identifiedAt,
  };
}
