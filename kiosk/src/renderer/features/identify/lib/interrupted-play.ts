/**
 * html5-qrcode starts its video with `video.play()` and never handles the promise. When the
 * scanner's element leaves the document while the camera is still starting (a PIN typed the
 * moment the idle screen appears, the kiosk turning to its revoked screen, a reload), Chromium
 * rejects that promise with an AbortError nobody can catch. Nothing is wrong: the camera is being
 * stopped on purpose. This listener marks exactly that rejection as handled; any other rejection
 * is still reported.
 */
export function isInterruptedPlay(reason: unknown): boolean {
  return (
    reason instanceof DOMException &&
    reason.name === 'AbortError' &&
    reason.message.includes('play() request was interrupted')
  );
}

let installed = false;

/** Installed once, when the scanner's chunk is first loaded. */
export function ignoreInterruptedPlay(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('unhandledrejection', (event) => {
    if (isInterruptedPlay(event.reason)) event.preventDefault();
  });
}
