// Where the renderer comes from: the Vite dev server when KIOSK_RENDERER_URL is set, otherwise
// the built files under the privileged app:// scheme (see protocol.ts), at the same /kiosk/ path
// the API serves them on, so one build works in both places.

export const rendererUrl = new URL(process.env.KIOSK_RENDERER_URL ?? 'app://punchcard/kiosk/');

/** Compares scheme and host: `URL.origin` is "null" for custom schemes such as app://. */
export function isRendererUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return url.protocol === rendererUrl.protocol && url.host === rendererUrl.host;
  } catch {
    return false;
  }
}
