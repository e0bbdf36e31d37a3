/**
 * Vite plugin: emits the kiosk's service worker (`sw.js` at the app's root, so its scope is the
 * app, /kiosk/) with the list of every file of the build (index.html, each chunk including the
 * lazily loaded camera libraries, CSS, and the public files) and a hash of their bytes as its
 * version. A new build is a new sw.js, which the browser installs, precaching the new files.
 * The worker itself is service-worker-runtime.ts, compiled here.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

import type { Precache } from './service-worker-runtime.js';

export const SERVICE_WORKER_FILE = 'sw.js';

const runtimeFile = path.join(import.meta.dirname, 'service-worker-runtime.ts');

export interface BuiltFile {
  /** Relative to the output directory, with forward slashes. */
  fileName: string;
  content: string | Uint8Array;
}

/** Never precached: source maps, Vite's manifests, the worker itself, precompressed copies. */
export function isPrecached(fileName: string): boolean {
  if (fileName === SERVICE_WORKER_FILE) return false;
  if (fileName.split('/').some((segment) => segment.startsWith('.'))) return false;
  return !/\.(map|br|gz)$/.test(fileName);
}

/** The files to precache, index.html first, and a version that changes with any of their bytes. */
export function precacheManifest(files: readonly BuiltFile[]): Precache {
  const kept = files
    .filter((file) => isPrecached(file.fileName))
    .sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
  const hash = createHash('sha256');
  for (const file of kept) {
    hash.update(file.fileName).update('\0').update(file.content).update('\0');
  }
  const names = kept.map((file) => file.fileName);
  const shell = names.filter((name) => name === 'index.html');
  return {
    version: hash.digest('hex').slice(0, 16),
    files: [...shell, ...names.filter((name) => name !== 'index.html')],
  };
}

/** The worker's script: the runtime as a classic script (no modules), started on `self`. */
export async function renderServiceWorker(precache: Precache): Promise<string> {
  // Loaded only when a build emits the worker, not whenever a Vite config is read.
  const { default: ts } = await import('typescript');
  const source = fs.readFileSync(runtimeFile, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: runtimeFile,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      removeComments: true,
    },
  });
  return [
    `// Punchcard kiosk service worker ${precache.version} (build/vite/service-worker.ts).`,
    '(() => {',
    "'use strict';",
    'const exports = {};',
    outputText.trim(),
    `exports.startServiceWorker(self, ${JSON.stringify(precache)});`,
    '})();',
    '',
  ].join('\n');
}

/** Every file of the public directory, which Vite copies beside the bundle. */
function publicFiles(config: ResolvedConfig): BuiltFile[] {
  const dir = config.publicDir;
  if (!config.build.copyPublicDir || dir === '' || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {
        fileName: path.relative(dir, file).split(path.sep).join('/'),
        content: fs.readFileSync(file),
      };
    });
}

function bundleFiles(bundle: Rolldown.OutputBundle): BuiltFile[] {
  return Object.values(bundle).map((output) => ({
    fileName: output.fileName,
    content: output.type === 'chunk' ? output.code : output.source,
  }));
}

export function serviceWorker(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'punchcard-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite's own plugins have added index.html and the CSS to the bundle.
      order: 'post',
      async handler(_options, bundle) {
        if (!config) return;
        const precache = precacheManifest([...bundleFiles(bundle), ...publicFiles(config)]);
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_FILE,
          source: await renderServiceWorker(precache),
        });
        config.logger.info(
          `service worker ${precache.version}: ${precache.files.length} files precached`,
        );
      },
    },
  };
}
