// The guided tour's practice clock (spec: the tutorial starts at step 0 and walks through start,
// activity, break and session). A pure state machine on a simulated clock: the page feeds it the
// time it shows, and nothing here talks to the API, so the tour never records real time.
import { WorkStatus } from '@punchcard/shared';

/** The tour's steps, in order; `done` follows the last. */
export const GUIDE_STEPS = ['start', 'activity', 'break', 'session'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number] | 'done';

export interface GuideState {
  step: GuideStep;
  /** Seconds the practice clock was moved ahead ("let time pass"). */
  skipped: number;
  clockedInAt: number | null;
  clockedOutAt: number | null;
  activity: { description: string; startedAt: number; stoppedAt: number | null } | null;
  /** The running break's start, null outside a break. */
  breakStartedAt: number | null;
  /** Seconds of breaks already ended. */
  breakSeconds: number;
}

export type GuideAction =
  | { type: 'clockIn'; at: number }
  | { type: 'startActivity'; at: number; description: string }
  | { type: 'startBreak'; at: number }
  | { type: 'endBreak'; at: number }
  | { type: 'clockOut'; at: number }
  | { type: 'pass'; seconds: number }
  | { type: 'restart' };

export const initialGuideState: GuideState = {
  step: 'start',
  skipped: 0,
  clockedInAt: null,
  clockedOutAt: null,
  activity: null,
  breakStartedAt: null,
  breakSeconds: 0,
};

/** Each action is taken only at its step; anything else leaves the tour as it is. */
export function guideReducer(state: GuideState, action: GuideAction): GuideState {
  switch (action.type) {
    case 'clockIn':
      return state.step === 'start'
        ? { ...state, step: 'activity', clockedInAt: action.at }
        : state;
    case 'startActivity':
      return state.step === 'activity'
        ? {
            ...state,
            step: 'break',
            activity: {
              description: action.description.trim(),
              startedAt: action.at,
              stoppedAt: null,
            },
          }
        : state;
    case 'startBreak':
      return state.step === 'break' && state.breakStartedAt === null
        ? { ...state, breakStartedAt: action.at }
        : state;
    case 'endBreak':
      return state.step === 'break' && state.breakStartedAt !== null
        ? {
            ...state,
            step: 'session',
            breakSeconds: state.breakSeconds + Math.max(0, action.at - state.breakStartedAt),
            breakStartedAt: null,
          }
        : state;
    case 'clockOut':
      // As on the real clock, clocking out also stops the running activity.
      return state.step === 'session'
        ? {
            ...state,
            step: 'done',
            clockedOutAt: action.at,
            activity: state.activity && { ...state.activity, stoppedAt: action.at },
          }
        : state;
    case 'pass':
      return state.clockedInAt !== null && state.step !== 'done'
        ? { ...state, skipped: state.skipped + Math.max(0, action.seconds) }
        : state;
    case 'restart':
      return initialGuideState;
  }
}

/** 1 for the first step; the finished tour counts as past the last. */
export function guideStepNumber(step: GuideStep): number {
  return step === 'done' ? GUIDE_STEPS.length + 1 : GUIDE_STEPS.indexOf(step) + 1;
}

export interface GuideTotals {
  status: WorkStatus;
  /** Worked seconds, breaks excluded. */
  worked: number;
  breaks: number;
  /** Seconds of the activity (it keeps running during a break, as in the app). */
  tracked: number;
}

/** What the practice clock shows at the simulated moment `now`. */
export function guideTotals(state: GuideState, now: number): GuideTotals {
  const runningBreak = state.breakStartedAt === null ? 0 : Math.max(0, now - state.breakStartedAt);
  const breaks = state.breakSeconds + runningBreak;
  const end = state.clockedOutAt ?? now;
  const worked = state.clockedInAt === null ? 0 : Math.max(0, end - state.clockedInAt - breaks);
  const activity = state.activity;
  const tracked =
    activity === null ? 0 : Math.max(0, (activity.stoppedAt ?? now) - activity.startedAt);
  const status =
    state.clockedInAt === null || state.clockedOutAt !== null
      ? WorkStatus.NotWorking
      : state.breakStartedAt === null
        ? WorkStatus.Working
        : WorkStatus.Break;
  return { status, worked, breaks, tracked };
}
