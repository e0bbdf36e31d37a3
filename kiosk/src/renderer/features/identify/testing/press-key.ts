import { fireEvent } from '@testing-library/react';

/**
 * A keydown stamped `timeStamp` ms (the wedge detector judges by it). jsdom stamps events with
 * the real clock, which jest's fake timers do not move, so tests set it themselves.
 */
export function pressKey(target: Element | Document, key: string, timeStamp: number): void {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  fireEvent(target, event);
}
