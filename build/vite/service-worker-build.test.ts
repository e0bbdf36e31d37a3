/** The plugin in a real Vite build of a small app: what the kiosk's build relies on. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');

describe('serviceWorker() in a Vite build', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-worker-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write(
      'src/index.html',
      '<!doctype html><link rel="manifest" href="/manifest.webmanifest" />' +
        '<script type="module" src="/main.js"></script>',
    );
    write('src/main.js', "import('./camera.js').then((m) => m.start());");
    write('src/camera.js', 'export const start = () => 1;');
    write('src/public/manifest.webmanifest', '{"name":"kiosk"}');
    // No import of 'vite' itself: the config lives outside the repository's node_modules.
    write(
      'vite.config.mjs',
      `import { serviceWorker } from ${JSON.stringify(path.join(import.meta.dirname, 'service-worker.ts'))};\n` +
        "export default { root: 'src', base: '/kiosk/', logLevel: 'error', plugins: [serviceWorker()],\n" +
        "  build: { outDir: '../out', emptyOutDir: true } };\n",
    );
    const run = spawnSync(vite, ['build'], { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`vite build failed: ${run.stderr}`);
  }, 120_000);
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('emits sw.js at the root with index.html, the lazy chunk and the public files', () => {
    const worker = fs.readFileSync(path.join(dir, 'out', 'sw.js'), 'utf8');
    const match = /startServiceWorker\(self, (\{.*\})\);/.exec(worker);
    const precache = JSON.parse(match?.[1] ?? 'null') as { files: string[] } | null;
    const files = precache?.files ?? [];
    expect(files[0]).toBe('index.html');
    expect(files).toContain('manifest.webmanifest');
    expect(files.some((file) => /^assets\/camera-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of files) expect(fs.existsSync(path.join(dir, 'out', file))).toBe(true);
  });

  it('leaves the manifest link for Vite to put under the base', () => {
    const html = fs.readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');
    expect(html).toContain('href="/kiosk/manifest.webmanifest"');
  });
});
