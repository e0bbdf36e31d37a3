import { ignoreInterruptedPlay, isInterruptedPlay } from './interrupted-play';

const interrupted = () =>
  new DOMException(
    'The play() request was interrupted because the media was removed from the document.',
    'AbortError',
  );

function rejection(reason: unknown): Event & { reason: unknown } {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & {
    reason: unknown;
  };
  event.reason = reason;
  return event;
}

describe('the interrupted play() of the scanner library', () => {
  it('is told apart from every other rejection', () => {
    expect(isInterruptedPlay(interrupted())).toBe(true);
    expect(isInterruptedPlay(new DOMException('The user aborted a request.', 'AbortError'))).toBe(
      false,
    );
    expect(isInterruptedPlay(new Error('play() request was interrupted'))).toBe(false);
    expect(isInterruptedPlay('AbortError')).toBe(false);
  });

  it('is marked handled, and nothing else is', () => {
    ignoreInterruptedPlay(window);
    const benign = rejection(interrupted());
    window.dispatchEvent(benign);
    expect(benign.defaultPrevented).toBe(true);
    const real = rejection(new TypeError('fetch failed'));
    window.dispatchEvent(real);
    expect(real.defaultPrevented).toBe(false);
  });
});
