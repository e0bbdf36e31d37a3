// app://punchcard/: the built renderer under /kiosk/ and the API under /v1/, forwarded to the
// server by main (app-request.ts says why). Files get the renderer's CSP.
import { fileURLToPath, pathToFileURL } from 'node:url';

import { net, protocol } from 'electron';

import { contentSecurityPolicy, isForwardedHeader, routeAppRequest } from './app-request.js';
import { APP_SCHEME } from './renderer-origin.js';

const rendererRoot = fileURLToPath(new URL('../renderer/', import.meta.url));

/** Longer than the renderer waits for any call: a dead connection must not pile up requests. */
export const API_TIMEOUT_MS = 60_000;

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    // standard + secure: a real origin, so IndexedDB, crypto.subtle and the camera work.
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

async function serveFile(file: string, csp: string): Promise<Response> {
  let response: Response;
  try {
    response = await net.fetch(pathToFileURL(file).toString());
  } catch {
    return new Response('Not found', { status: 404 });
  }
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', csp);
  return new Response(response.body, { status: response.status, headers });
}

async function forwardToServer(request: Request, target: string): Promise<Response> {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (isForwardedHeader(name)) headers.set(name, value);
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const response = await net.fetch(target, {
      method: request.method,
      headers,
      // Small bodies (a batch of entries, one JPEG): buffered rather than streamed.
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    // net.fetch hands over the decoded body: its encoding and length no longer describe it.
    const answer = new Headers(response.headers);
    answer.delete('content-encoding');
    answer.delete('content-length');
    return new Response(response.body, { status: response.status, headers: answer });
  } catch {
    // The server is unreachable: the renderer's fetch fails as it would in a browser (offline).
    return Response.error();
  }
}

export function registerAppProtocol(server: URL | null): void {
  const csp = contentSecurityPolicy(server);
  protocol.handle(APP_SCHEME, (request) => {
    const route = routeAppRequest(request.url, rendererRoot, server);
    switch (route.kind) {
      case 'refused':
        return new Response(null, { status: route.status });
      case 'api':
        return forwardToServer(request, route.target);
      case 'file':
        return serveFile(route.file, csp);
    }
  });
}
