/**
 * The kiosk's service worker, as typed TypeScript: the plugin (service-worker.ts) compiles this
 * file into the built app's sw.js, after the list of files it precaches. It keeps the app shell
 * so that a tablet reloading while the server is down still opens the kiosk, and leaves the API
 * alone so that its calls fail through to the app, which journals punches offline.
 *
 * Self-contained (no imports): it is compiled on its own, not bundled.
 */

/** What one build precaches: paths relative to the worker's scope, and a hash of their bytes. */
export interface Precache {
  version: string;
  files: readonly string[];
}

export const CACHE_PREFIX = 'punchcard-kiosk-';
/** The single-page app's document: every page of the scope is this file. */
export const SHELL = 'index.html';
/** A navigation waits this long for the network before the cached shell is shown. */
export const NAVIGATION_TIMEOUT_MS = 4_000;

export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/**
 * `network`: not ours to answer (the API, other methods, other origins, unknown files);
 * `app-shell`: a page, network first so a deploy arrives, the cached index.html when offline;
 * `cache-first`: a precached file, whose URL changes with its bytes (or with the worker's version).
 */
export type Route = 'network' | 'app-shell' | 'cache-first';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

const isApiPath = (pathname: string): boolean => pathname === '/v1' || pathname.startsWith('/v1/');

export function routeRequest(request: RequestFacts, scope: string, precache: Precache): Route {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  const base = new URL(scope);
  if (url.origin !== base.origin || isApiPath(url.pathname)) return 'network';
  if (!url.pathname.startsWith(base.pathname)) return 'network';
  const relative = url.pathname.slice(base.pathname.length);
  if (request.mode === 'navigate' || relative === '' || relative === SHELL) return 'app-shell';
  return precache.files.includes(relative) ? 'cache-first' : 'network';
}

/** What the worker needs of its global scope (ServiceWorkerGlobalScope, or a test's fake). */
export interface WorkerEnv {
  scope: string;
  caches: CacheStorage;
  fetch(request: Request): Promise<Response>;
  skipWaiting(): Promise<void>;
  claimClients(): Promise<void>;
}

export interface KioskServiceWorker {
  install(): Promise<void>;
  activate(): Promise<void>;
  /** The response to give, or null to let the request go to the network untouched. */
  handle(request: Request): Promise<Response> | null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no answer in ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function createServiceWorker(env: WorkerEnv, precache: Precache): KioskServiceWorker {
  const name = cacheName(precache.version);
  // The server varies compressed files on Accept-Encoding; the cache holds them decoded.
  const matchOptions: CacheQueryOptions = { ignoreVary: true };

  async function appShell(request: Request): Promise<Response> {
    let answer: Response | undefined;
    try {
      answer = await withTimeout(env.fetch(request), NAVIGATION_TIMEOUT_MS);
      // A proxy in front of a stopped server answers 502/503/504: that is offline too.
      if (answer.status < 500) return answer;
    } catch {
      // Offline, or too slow to wait for: the cached shell below.
    }
    const cache = await env.caches.open(name);
    const shell = await cache.match(new URL(SHELL, env.scope).href, matchOptions);
    return shell ?? answer ?? Response.error();
  }

  async function cacheFirst(request: Request): Promise<Response> {
    const cache = await env.caches.open(name);
    return (await cache.match(request, matchOptions)) ?? env.fetch(request);
  }

  return {
    async install() {
      const cache = await env.caches.open(name);
      // no-cache: revalidated with the server, never a stale copy from the HTTP cache.
      const requests = precache.files.map(
        (file) => new Request(new URL(file, env.scope).href, { cache: 'no-cache' }),
      );
      await cache.addAll(requests);
      // A kiosk's tab never closes: waiting for it would keep the old version forever.
      await env.skipWaiting();
    },
    async activate() {
      const stale = (await env.caches.keys()).filter(
        (key) => key.startsWith(CACHE_PREFIX) && key !== name,
      );
      await Promise.all(stale.map((key) => env.caches.delete(key)));
      await env.claimClients();
    },
    handle(request) {
      switch (routeRequest(request, env.scope, precache)) {
        case 'network':
          return null;
        case 'app-shell':
          return appShell(request);
        case 'cache-first':
          return cacheFirst(request);
      }
    },
  };
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

/** The part of ServiceWorkerGlobalScope the worker uses (the DOM library does not declare it). */
export interface ServiceWorkerScopeLike {
  readonly registration: { readonly scope: string };
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  fetch(request: Request): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

/** sw.js's entry: wires the worker to its global scope's events. */
export function startServiceWorker(scope: ServiceWorkerScopeLike, precache: Precache): void {
  const worker = createServiceWorker(
    {
      scope: scope.registration.scope,
      caches: scope.caches,
      // Called on the scope: a detached fetch throws "Illegal invocation".
      fetch: (request) => scope.fetch(request),
      skipWaiting: () => scope.skipWaiting(),
      claimClients: () => scope.clients.claim(),
    },
    precache,
  );
  scope.addEventListener('install', (event) => {
    event.waitUntil(worker.install());
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(worker.activate());
  });
  scope.addEventListener('fetch', (event) => {
    const response = worker.handle(event.request);
    if (response !== null) event.respondWith(response);
  });
}
