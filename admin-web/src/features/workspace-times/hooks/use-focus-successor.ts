import { type FocusEvent, useEffect, useRef } from 'react';

/** The clock's actions; each button carries its name so its successor can be found. */
export type ClockAction = 'clock-in' | 'start-break' | 'end-break' | 'clock-out';

/** What takes an action's place once it is done: the action that undoes it. */
const successorOf: Record<ClockAction, ClockAction> = {
  'clock-in': 'clock-out',
  'start-break': 'end-break',
  'end-break': 'start-break',
  'clock-out': 'clock-in',
};

/**
 * Keeps keyboard and screen reader users in place when an action replaces the button they
 * pressed (WCAG 2.4.3): without this, Clock in disappears and focus falls back to the top of the
 * page. `state` is what the action changes (the work status); once it changes while a clock
 * button had focus and focus was lost with it, the pressed action's successor gets it. Focus the
 * person moved elsewhere is never taken.
 */
export function useFocusSuccessor(state: unknown) {
  /** The clock button that has (or last had, if focus went nowhere) focus. */
  const focused = useRef<ClockAction | null>(null);

  useEffect(() => {
    const action = focused.current;
    if (action === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const successor = document.querySelector<HTMLElement>(
      `[data-clock-action="${successorOf[action]}"]`,
    );
    if (successor === null) focused.current = null;
    else successor.focus();
  }, [state]);

  /** Props for the button of `action`. */
  return (action: ClockAction) => ({
    'data-clock-action': action,
    onFocus: () => {
      focused.current = action;
    },
    onBlur: (event: FocusEvent) => {
      // A button disabled while its call runs, or removed, loses focus to nothing: keep it then.
      if (event.relatedTarget !== null) focused.current = null;
    },
  });
}
