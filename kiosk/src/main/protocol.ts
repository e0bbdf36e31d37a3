import { resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { net, protocol } from 'electron';

const scheme = 'app';
const host = 'punchcard';
const basePath = '/kiosk/';
const rendererRoot = fileURLToPath(new URL('../renderer/', import.meta.url));

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

// The renderer talks to the Punchcard server over HTTP(S); it loads no code from anywhere else.
const contentSecurityPolicy =
  "default-src 'self'; connect-src 'self' http: https:; img-src 'self' data: blob:";

/** Serves dist/renderer at app://punchcard/kiosk/, refusing anything outside it. */
export function registerAppProtocol(): void {
  protocol.handle(scheme, async (request) => {
    const url = new URL(request.url);
    if (url.host !== host || !url.pathname.startsWith(basePath)) {
      return new Response('Not found', { status: 404 });
    }
    const relativePath = decodeURIComponent(url.pathname.slice(basePath.length));
    const file = resolve(rendererRoot, relativePath === '' ? 'index.html' : relativePath);
    if (!file.startsWith(rendererRoot.endsWith(sep) ? rendererRoot : rendererRoot + sep)) {
      return new Response('Forbidden', { status: 403 });
    }
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', contentSecurityPolicy);
    return new Response(response.body, { status: response.status, headers });
  });
}
