import { WedgeDetector } from './wedge-detector';

type CardListener = (uid: string) => void;

/** Keys this module dispatched itself when giving held keys back: never judged twice. */
const replayed = new WeakSet<Event>();
const cardListeners = new Set<CardListener>();
let guards = 0;
let detector: WedgeDetector<KeyboardEvent> | null = null;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Gives a held key back to the page as a synthetic keydown where it was aimed (or the document
 * when that element is gone), so the PIN pad's own listener sees it as typed.
 */
function replay(original: KeyboardEvent): void {
  const target =
    original.target instanceof Node && original.target.isConnected ? original.target : document;
  const copy = new KeyboardEvent('keydown', {
    key: original.key,
    code: original.code,
    shiftKey: original.shiftKey,
    bubbles: true,
    cancelable: true,
  });
  replayed.add(copy);
  target.dispatchEvent(copy);
}

function onKeyDown(event: KeyboardEvent): void {
  if (!detector || replayed.has(event) || event.repeat) return;
  // Text fields (the pairing code, a time) keep their keys: a synthetic key types nothing into
  // them. Shortcuts are nobody's card either.
  if (isEditable(event.target) || event.ctrlKey || event.altKey || event.metaKey) return;
  if (detector.handle(event) === 'pass') return;
  event.preventDefault();
  event.stopImmediatePropagation();
}

function install(): void {
  detector = new WedgeDetector<KeyboardEvent>({
    onCard: (uid) => {
      for (const listener of [...cardListeners]) listener(uid);
    },
    onRelease: (keys) => {
      keys.forEach(replay);
    },
  });
  // Capture on window runs before every other keydown listener, the PIN pad's included.
  window.addEventListener('keydown', onKeyDown, { capture: true });
}

function uninstall(): void {
  window.removeEventListener('keydown', onKeyDown, { capture: true });
  const leaving = detector;
  detector = null;
  leaving?.flush();
}

/**
 * Turns on the keyboard-wedge detector for as long as the returned function is not called. The
 * PIN pad attaches without a listener so a reader's burst never lands in the PIN even where
 * nobody reads wedge cards; the card reader attaches with one. One window listener for all.
 */
export function attachWedgeKeyboard(onCard?: CardListener): () => void {
  if (guards === 0) install();
  guards += 1;
  if (onCard) cardListeners.add(onCard);
  let attached = true;
  return () => {
    if (!attached) return;
    attached = false;
    if (onCard) cardListeners.delete(onCard);
    guards -= 1;
    if (guards === 0) uninstall();
  };
}
