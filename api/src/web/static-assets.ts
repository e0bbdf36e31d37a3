import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** What the build precompresses (build/vite/precompress.ts): other files are never looked up. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);

/** Vite's content-hashed output (`assets/name-Hash1234.js`): its URL changes with its bytes. */
const HASHED = /^\/assets\/.+-[\w-]{8,}\.\w+$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files at a fixed URL that a deploy replaces (favicon, version.json, ...). */
const SHORT = 'public, max-age=3600';
/**
 * index.html names the hashed files of one build: caching it would keep a tab on the previous
 * deploy. `no-cache` (not `no-store`) still lets the browser revalidate with the ETag and
 * Last-Modified it already has, a 304 without a body.
 */
const REVALIDATE = 'no-cache';
/**
 * Revalidated like index.html: a service worker's script (the kiosk's sw.js) names the files of
 * one build too, and a cached copy would keep a tablet on the previous deploy.
 */
const REVALIDATED_FILES: ReadonlySet<string> = new Set(['/index.html', '/sw.js']);

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The API's paths: the web layer never looks at them, so an API call does no file-system work. */
export const isApiPath = (url: string): boolean => /^\/v1(?:[/?#]|$)/.test(url);

/**
 * The encodings to try, best first: brotli, then gzip, each only when Accept-Encoding allows it
 * (explicitly or through `*`) with a q above 0. Identity is always the last resort.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name, Number.isNaN(value) ? 0 : value);
  }
  const quality = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  return (['br', 'gzip'] as const)
    .filter((name) => quality(name) > 0)
    .sort((a, b) => quality(b) - quality(a));
}

interface Variant {
  file: string;
  encoding?: Encoding;
}

/** Sends the first variant that exists; calls `missing` when none does. */
function sendFirst(
  response: Response,
  root: string,
  variants: readonly Variant[],
  headers: Record<string, string>,
  missing: (error?: unknown) => void,
): void {
  const [variant, ...rest] = variants;
  if (!variant) {
    missing();
    return;
  }
  const encoding = variant.encoding ? { 'Content-Encoding': variant.encoding } : {};
  response.sendFile(
    variant.file,
    // `send` keeps a Content-Type and Cache-Control already set, so the original file's type
    // wins over `.br`'s; its ETag and Last-Modified are the variant's own, as they must be.
    { root, dotfiles: 'ignore', cacheControl: false, headers: { ...headers, ...encoding } },
    (error?: NodeJS.ErrnoException & { status?: number }) => {
      if (!error) return;
      if (response.headersSent) return;
      if (error.status === 404 || error.code === 'ENOENT' || error.code === 'EISDIR') {
        sendFirst(response, root, rest, headers, missing);
        return;
      }
      // Like express.static: a malformed or forbidden path is not this layer's to answer.
      missing((error.status ?? 500) >= 500 ? error : undefined);
    },
  );
}

/**
 * Serves a built single-page app from `root`: its files, their precompressed `.br`/`.gz` when the
 * client accepts them, and index.html for any other page URL (so client routes survive a reload).
 * GET and HEAD alike; `/v1` passes straight through to the API.
 */
export function staticAssets(root: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const readable = request.method === 'GET' || request.method === 'HEAD';
    // Checked before anything else so that an API call costs one string test here.
    if (!readable || isApiPath(request.originalUrl)) {
      next();
      return;
    }
    const extension = path.extname(request.path);
    const isPage = extension === '' && request.accepts(['html', 'json']) === 'html';
    if (extension === '' && !isPage) {
      next();
      return;
    }
    const file = isPage ? '/index.html' : request.path;
    const type = isPage ? '.html' : extension;
    const cacheControl =
      isPage || REVALIDATED_FILES.has(file) ? REVALIDATE : cacheFor(request.path);
    const headers: Record<string, string> = { 'Cache-Control': cacheControl };
    const variants: Variant[] = [];
    if (COMPRESSIBLE.has(type)) {
      response.vary('Accept-Encoding');
      for (const encoding of acceptedEncodings(request.get('Accept-Encoding'))) {
        variants.push({ file: file + SUFFIX[encoding], encoding });
      }
    }
    variants.push({ file });
    response.type(type);
    sendFirst(response, root, variants, headers, (error) => {
      response.removeHeader('Content-Type');
      response.removeHeader('Content-Encoding');
      response.removeHeader('Cache-Control');
      next(error);
    });
  };
}

function cacheFor(urlPath: string): string {
  return HASHED.test(urlPath) ? IMMUTABLE : SHORT;
}
