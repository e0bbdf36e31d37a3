import {
  cacheName,
  createServiceWorker,
  NAVIGATION_TIMEOUT_MS,
  routeRequest,
  type Precache,
  type WorkerEnv,
} from './service-worker-runtime.js';
import { FakeCacheStorage, FakeNetwork, pageRequest } from './service-worker-fakes.js';

const scope = 'https://time.example.com/kiosk/';
const precache: Precache = {
  version: 'v2',
  files: ['index.html', 'assets/index-AbC123.js', 'assets/html5-qrcode-XyZ789.js', 'favicon.svg'],
};

describe('routeRequest', () => {
  const get = (url: string, mode = 'cors') =>
    routeRequest({ method: 'GET', url, mode }, scope, precache);

  it('serves pages of the scope as the app shell, network first', () => {
    expect(get(scope, 'navigate')).toBe('app-shell');
    expect(get(`${scope}?pair=AB12`, 'navigate')).toBe('app-shell');
    expect(get(`${scope}index.html`)).toBe('app-shell');
  });

  it('serves precached files, lazy chunks included, from the cache', () => {
    expect(get(`${scope}assets/index-AbC123.js`)).toBe('cache-first');
    expect(get(`${scope}assets/html5-qrcode-XyZ789.js`)).toBe('cache-first');
    expect(get(`${scope}favicon.svg`)).toBe('cache-first');
  });

  it('never answers for the API, other methods, origins or unknown files', () => {
    expect(get('https://time.example.com/v1/kiosk/config')).toBe('network');
    expect(get('https://time.example.com/v1/kiosk/punches', 'navigate')).toBe('network');
    expect(routeRequest({ method: 'POST', url: scope, mode: 'cors' }, scope, precache)).toBe(
      'network',
    );
    expect(get('https://cdn.example.com/kiosk/assets/index-AbC123.js')).toBe('network');
    expect(get(`${scope}assets/index-Old000.js`)).toBe('network');
    expect(get('https://time.example.com/', 'navigate')).toBe('network');
  });
});

describe('the worker', () => {
  const files = new Map([
    ['/kiosk/index.html', '<html>v2</html>'],
    ['/kiosk/assets/index-AbC123.js', 'app()'],
    ['/kiosk/assets/html5-qrcode-XyZ789.js', 'qr()'],
    ['/kiosk/favicon.svg', '<svg/>'],
    ['/kiosk/', '<html>v2 (page)</html>'],
  ]);
  let network: FakeNetwork;
  let caches: FakeCacheStorage;
  let calls: string[];
  const env = (): WorkerEnv => ({
    scope,
    caches: caches as unknown as CacheStorage,
    fetch: network.fetch,
    skipWaiting: () => Promise.resolve(void calls.push('skipWaiting')),
    claimClients: () => Promise.resolve(void calls.push('claim')),
  });

  beforeEach(() => {
    network = new FakeNetwork(new Map(files));
    caches = new FakeCacheStorage(network.fetch);
    calls = [];
  });

  it('precaches every file on install and takes over at once', async () => {
    await createServiceWorker(env(), precache).install();
    const cached = [...(caches.stores.get(cacheName('v2'))?.entries.keys() ?? [])];
    expect(cached).toEqual(precache.files.map((file) => new URL(file, scope).href));
    expect(calls).toEqual(['skipWaiting']);
  });

  it('fails the install when a file is missing, keeping the previous version', async () => {
    network.files.delete('/kiosk/assets/html5-qrcode-XyZ789.js');
    await expect(createServiceWorker(env(), precache).install()).rejects.toThrow(/404/);
    expect(calls).toEqual([]);
  });

  it('deletes older versions on activate, and nothing that is not its own', async () => {
    await caches.open(cacheName('v1'));
    await caches.open('someone-else');
    const worker = createServiceWorker(env(), precache);
    await worker.install();
    await worker.activate();
    expect(await caches.keys()).toEqual(['someone-else', cacheName('v2')]);
    expect(calls).toEqual(['skipWaiting', 'claim']);
  });

  it('opens the kiosk from the network when it answers, from the cache when it does not', async () => {
    const worker = createServiceWorker(env(), precache);
    await worker.install();
    const online = await worker.handle(pageRequest(`${scope}?pair=AB12`));
    expect(await online?.text()).toBe('<html>v2 (page)</html>');
    network.up = false;
    const offline = await worker.handle(pageRequest(`${scope}?pair=AB12`));
    expect(await offline?.text()).toBe('<html>v2</html>');
  });

  it('falls back to the cache when a proxy answers for a stopped server', async () => {
    const worker = createServiceWorker(env(), precache);
    await worker.install();
    const failing: WorkerEnv = {
      ...env(),
      fetch: () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
    };
    const shell = await createServiceWorker(failing, precache).handle(pageRequest(scope));
    expect(await shell?.text()).toBe('<html>v2</html>');
  });

  it('serves precached files without the network, and lets API calls fail through', async () => {
    const worker = createServiceWorker(env(), precache);
    await worker.install();
    network.up = false;
    const chunk = await worker.handle(pageRequest(`${scope}assets/html5-qrcode-XyZ789.js`, 'cors'));
    expect(await chunk?.text()).toBe('qr()');
    expect(
      worker.handle(pageRequest('https://time.example.com/v1/kiosk/config', 'cors')),
    ).toBeNull();
  });

  it('does not wait for a network that does not answer', async () => {
    const worker = createServiceWorker(env(), precache);
    await worker.install();
    jest.useFakeTimers();
    try {
      const hanging: WorkerEnv = { ...env(), fetch: () => new Promise<Response>(() => undefined) };
      const pending = createServiceWorker(hanging, precache).handle(pageRequest(scope));
      await jest.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS);
      expect(await (await pending)?.text()).toBe('<html>v2</html>');
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers a network error when offline before anything was cached', async () => {
    network.up = false;
    const response = await createServiceWorker(env(), precache).handle(pageRequest(scope));
    expect(response?.type).toBe('error');
  });
});
