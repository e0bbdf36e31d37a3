// Where the renderer comes from: the Vite dev server when KIOSK_RENDERER_URL is set, otherwise
// the built files under the privileged app:// scheme (see protocol.ts), at the same /kiosk/ path
// the API serves them on, so one build works in both places. Electron-free, so it is unit-tested.

export const APP_SCHEME = 'app';
export const APP_HOST = 'punchcard';
export const APP_BASE_PATH = '/kiosk/';

/** The renderer's entry URL for this environment. */
export function rendererBaseUrl(env: Readonly<Record<string, string | undefined>>): URL {
  return new URL(env.KIOSK_RENDERER_URL ?? `${APP_SCHEME}://${APP_HOST}${APP_BASE_PATH}`);
}

export const rendererUrl = rendererBaseUrl(process.env);

/** Compares scheme and host: `URL.origin` is "null" for custom schemes such as app://. */
export function isRendererUrl(candidate: string, base: URL = rendererUrl): boolean {
  try {
    const url = new URL(candidate);
    return url.protocol === base.protocol && url.host === base.host;
  } catch {
    return false;
  }
}
