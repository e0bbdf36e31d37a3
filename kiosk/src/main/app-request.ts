// What an app://punchcard/ request is, as a pure decision (protocol.ts serves it): a file of the
// built renderer under /kiosk/, or an API call under /v1/ that main forwards to the server. The
// renderer thus calls the API on its own origin, the way it does when the API serves it at
// /kiosk/: no CORS (the API sends none) and a CSP that lets it connect nowhere else.
// Electron-free, so unit-tested.
import { extname, resolve, sep } from 'node:path';

import { APP_BASE_PATH, APP_HOST } from './renderer-origin.js';

export type AppRoute =
  | { kind: 'file'; file: string }
  | { kind: 'api'; target: string }
  | { kind: 'refused'; status: 403 | 404 | 503 };

const isApiPath = (pathname: string): boolean => pathname === '/v1' || pathname.startsWith('/v1/');

export function routeAppRequest(
  requestUrl: string,
  rendererRoot: string,
  server: URL | null,
): AppRoute {
  const url = new URL(requestUrl);
  if (url.host !== APP_HOST) return { kind: 'refused', status: 404 };
  if (isApiPath(url.pathname)) {
    // Without a server the call fails like a network error would: the renderer shows offline.
    if (server === null) return { kind: 'refused', status: 503 };
    // A URL's path is never empty ('/' at least): the prefix is the path without trailing slash.
    const prefix = server.pathname.replace(/\/+$/, '');
    return { kind: 'api', target: `${server.origin}${prefix}${url.pathname}${url.search}` };
  }
  if (!url.pathname.startsWith(APP_BASE_PATH)) return { kind: 'refused', status: 404 };
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.slice(APP_BASE_PATH.length));
  } catch {
    return { kind: 'refused', status: 404 };
  }
  // As the API does: a page URL without an extension is the single-page app's index.html.
  const page = relative === '' || extname(relative) === '';
  const root = resolve(rendererRoot);
  const file = resolve(root, page ? 'index.html' : relative);
  if (!file.startsWith(root + sep)) return { kind: 'refused', status: 403 };
  return { kind: 'file', file };
}

/**
 * The renderer's CSP: code only from itself, API calls only to itself (forwarded by main).
 * Images may also come from the server and https (avatars are URLs the API hands out); inline
 * style attributes are allowed because the camera libraries position their video with them.
 */
export function contentSecurityPolicy(server: URL | null): string {
  const images = ["'self'", 'data:', 'blob:', 'https:', ...(server ? [server.origin] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(images)].join(' ')}`,
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Request headers not forwarded to the server: those describing the app:// page (origin, referer,
 * fetch metadata, cookies), and those of the connection, which main's own request sets itself.
 */
const DROPPED_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'host',
  'origin',
  'referer',
  'cookie',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'expect',
  'te',
  'trailer',
  'upgrade',
]);

export function isForwardedHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return !DROPPED_REQUEST_HEADERS.has(lower) && !lower.startsWith('sec-');
}
