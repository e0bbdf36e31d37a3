import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { jest } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

const HASHED = 'assets/index-AbC123_x.js';

/** A built app in miniature: each encoded variant says which one it is once decoded. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dist, file), text);
    fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(`br:${text}`));
    fs.writeFileSync(path.join(dist, `${file}.gz`), gzipSync(`gzip:${text}`));
  };
  write('index.html', '<!doctype html><title>app</title>');
  write(HASHED, 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.png'), 'png');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"app"}');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    t = await startTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string) =>
    t.agent().get(url).set('Accept', 'text/html').set('Accept-Encoding', acceptEncoding);

  it('sends brotli when accepted, even when gzip is listed first', async () => {
    const res = await get(`/${HASHED}`, 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.text).toBe('br:console.log(1)');
  });

  it('sends gzip when only gzip is accepted, or brotli is refused', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get(`/${HASHED}`, accept).expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/);
      expect(res.text).toBe('gzip:console.log(1)');
    }
  });

  it('sends the file as it is otherwise', async () => {
    const res = await get(`/${HASHED}`, 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.text).toBe('console.log(1)');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const hashed = await get(`/${HASHED}`, 'br').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/favicon.png', 'br').expect(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers a client route with index.html, revalidated every time', async () => {
    for (const url of ['/', '/signin', '/workspaces/1/members', '/index.html']) {
      const res = await get(url, 'br').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['etag']).toBeDefined();
      expect(res.text).toBe('br:<!doctype html><title>app</title>');
    }
  });

  it('revalidates a service worker every time, and serves the web app manifest', async () => {
    const worker = await get('/sw.js', 'br').expect(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const manifest = await get('/manifest.webmanifest', 'br').expect(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const url of ['/signin', `/${HASHED}`]) {
      const res = await t.agent().head(url).set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      expect(res.text).toBeFalsy();
    }
  });

  it('serves neither missing files nor dot directories', async () => {
    await get('/assets/missing-AbC123_x.js', 'br').expect(404);
    await get('/.vite/manifest.json', 'br').expect(404);
  });

  it('leaves /v1 to the API without touching the file system', async () => {
    const stat = jest.spyOn(fs, 'stat');
    try {
      const res = await get('/v1/nonexistent', 'br').expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ status_code: 404 });
      expect(stat.mock.calls.filter(([file]) => String(file).startsWith(dist))).toEqual([]);
      // The spy does see the web layer's lookups: the assertion above is not vacuous.
      await get('/signin', 'br').expect(200);
      expect(stat.mock.calls.some(([file]) => String(file).startsWith(dist))).toBe(true);
    } finally {
      stat.mockRestore();
    }
  });
});
