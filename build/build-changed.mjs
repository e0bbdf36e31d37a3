// The build `npm start` runs: each package is rebuilt only when its inputs changed since its last
// build here, so a restart with unchanged sources goes straight to the server. Type checking is
// left to `npm run check` and `npm test`; `npm run build` (CI, tests) still builds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-stamp';
const SHARED_ROOT_FILES = ['package-lock.json', 'tsconfig.base.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/**
 * `inputs` are the files and folders (relative to the package) its output depends on; `stamp` is
 * where the build leaves the hash of those inputs, inside an output folder so that deleting the
 * output forces a build. Vite empties its outDir, hence stamps written after the build.
 */
const packages = [
  {
    name: 'shared',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    dependsOn: [],
    stamp: 'dist',
    steps: [['tsc', '-p', 'tsconfig.build.json']],
  },
  {
    name: 'admin-web',
    inputs: ['src', 'public', 'index.html', 'package.json', 'vite.config.ts', 'postcss.config.js'],
    dependsOn: ['shared'],
    stamp: 'dist',
    // `tsc -b` here only type checks (noEmit): vite alone produces the same dist.
    steps: [['vite', 'build', '--logLevel', 'warn']],
  },
  {
    name: 'kiosk',
    inputs: ['src', 'package.json', 'vite.config.ts', 'tsconfig.main.json'],
    dependsOn: ['shared'],
    stamp: 'dist',
    // The Electron shell's files are the only ones tsc emits; the renderer is vite's.
    steps: [
      ['tsc', '-p', 'tsconfig.main.json'],
      ['vite', 'build', '--logLevel', 'warn'],
    ],
  },
  {
    name: 'api',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    dependsOn: ['shared'],
    stamp: 'dist',
    steps: [['tsc', '-p', 'tsconfig.build.json']],
  },
];

function listFiles(entry) {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .filter((child) => !SKIPPED_DIRS.has(child.name))
    .flatMap((child) => listFiles(path.join(entry, child.name)))
    .sort();
}

function hashInputs(pkg, hashes) {
  const hash = createHash('sha256');
  const dir = path.join(root, pkg.name);
  const files = [
    ...SHARED_ROOT_FILES.map((file) => path.join(root, file)),
    ...pkg.inputs.flatMap((input) => listFiles(path.join(dir, input))),
  ];
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  for (const dependency of pkg.dependsOn) hash.update(hashes.get(dependency) ?? '');
  return hash.digest('hex');
}

function run(pkg, step) {
  const [bin, ...args] = step;
  const started = performance.now();
  const result = spawnSync(path.join(root, 'node_modules/.bin', bin), args, {
    cwd: path.join(root, pkg.name),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`${pkg.name}: ${step.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
  return (performance.now() - started) / 1000;
}

const hashes = new Map();
for (const pkg of packages) {
  const hash = hashInputs(pkg, hashes);
  hashes.set(pkg.name, hash);
  const stampFile = path.join(root, pkg.name, pkg.stamp, STAMP);
  const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : undefined;
  if (previous === hash) {
    console.log(`${pkg.name}: unchanged, not rebuilt`);
    continue;
  }
  console.log(`${pkg.name}: building...`);
  const seconds = pkg.steps.reduce((total, step) => total + run(pkg, step), 0);
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, hash);
  console.log(`${pkg.name}: built in ${seconds.toFixed(1)} s`);
}
