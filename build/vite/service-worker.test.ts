import vm from 'node:vm';

import { isPrecached, precacheManifest, renderServiceWorker } from './service-worker.js';
import { cacheName, type Precache } from './service-worker-runtime.js';
import { FakeCacheStorage, FakeNetwork, pageRequest } from './service-worker-fakes.js';

const built = [
  { fileName: 'assets/index-AbC123.js', content: 'app()' },
  { fileName: 'index.html', content: '<html></html>' },
  { fileName: 'assets/html5-qrcode-XyZ789.js', content: 'qr()' },
  { fileName: 'assets/index-AbC123.js.map', content: '{}' },
  { fileName: '.vite/manifest.json', content: '{}' },
  { fileName: 'manifest.webmanifest', content: Buffer.from('{}') },
];

describe('precacheManifest', () => {
  it('lists index.html first, then every other file of the build', () => {
    expect(precacheManifest(built).files).toEqual([
      'index.html',
      'assets/html5-qrcode-XyZ789.js',
      'assets/index-AbC123.js',
      'manifest.webmanifest',
    ]);
  });

  it('leaves out maps, dot directories, precompressed copies and the worker itself', () => {
    for (const name of ['a.js.map', '.vite/manifest.json', 'index.html.br', 'a.js.gz', 'sw.js']) {
      expect(isPrecached(name)).toBe(false);
    }
    expect(isPrecached('assets/a-Xyz12345.css')).toBe(true);
  });

  it('changes version with any byte, and only then', () => {
    const version = precacheManifest(built).version;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheManifest([...built].reverse()).version).toBe(version);
    const changed = built.map((file) =>
      file.fileName === 'manifest.webmanifest' ? { ...file, content: Buffer.from('{ }') } : file,
    );
    expect(precacheManifest(changed).version).not.toBe(version);
  });
});

interface Listeners {
  install?: (event: unknown) => void;
  activate?: (event: unknown) => void;
  fetch?: (event: unknown) => void;
}

describe('renderServiceWorker', () => {
  const precache: Precache = { version: 'abc123', files: ['index.html', 'assets/index-AbC123.js'] };
  const scope = 'https://time.example.com/kiosk/';

  /** Runs the emitted script as a browser would: a classic script, with `self` as its scope. */
  async function runWorker() {
    const source = await renderServiceWorker(precache);
    const network = new FakeNetwork(
      new Map([
        ['/kiosk/index.html', '<html>shell</html>'],
        ['/kiosk/assets/index-AbC123.js', 'app()'],
      ]),
    );
    const caches = new FakeCacheStorage(network.fetch);
    const listeners: Listeners = {};
    const self = {
      registration: { scope },
      caches,
      clients: { claim: () => Promise.resolve() },
      fetch: network.fetch,
      skipWaiting: () => Promise.resolve(),
      addEventListener: (type: keyof Listeners, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
    };
    vm.runInNewContext(source, { self, URL, Request, Response, setTimeout, clearTimeout });
    return { source, network, caches, listeners };
  }

  it('is a classic script: no import or export left', async () => {
    const { source } = await runWorker();
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
    expect(source).toContain(JSON.stringify(precache));
  });

  it('precaches on install and serves the shell offline', async () => {
    const { network, caches, listeners } = await runWorker();
    let installing: Promise<unknown> = Promise.resolve();
    listeners.install?.({ waitUntil: (p: Promise<unknown>) => (installing = p) });
    await installing;
    expect(caches.stores.get(cacheName('abc123'))?.entries.size).toBe(2);

    network.up = false;
    let answer: Promise<Response> | undefined;
    const respondWith = (p: Promise<Response>) => (answer = p);
    listeners.fetch?.({ request: pageRequest(`${scope}?pair=1`), respondWith });
    expect(await (await answer)?.text()).toBe('<html>shell</html>');

    answer = undefined;
    const api = pageRequest('https://time.example.com/v1/kiosk/config', 'cors');
    listeners.fetch?.({ request: api, respondWith });
    expect(answer).toBeUndefined();
  });
});
