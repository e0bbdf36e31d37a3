/**
 * Budget (not a test): the gzip size of the JS each page of the web app loads on a first visit.
 *
 *   npm run bench:bundle-size                 builds admin-web, then measures
 *   tsx build/bench/bundle-size.ts --strict   also fails when a route is not split or over budget
 *   options: --dist <dir> (default admin-web/dist)
 *
 * A page loads the HTML entry and the chunks it statically imports, then the modules the router
 * imports lazily for it (its layout and its route module), each with the chunks it statically
 * imports. Sizes are gzip at level 9; 1 KB = 1,000 bytes, as Vite's own build report counts.
 *
 * "wire br" and "wire gzip" are what the server sends for `Accept-Encoding: br` or `gzip`: the
 * precompressed `.br`/`.gz` beside each file (build/vite/precompress.ts), or the file itself
 * when there is none. The page's wire total adds its HTML document (index.html).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Manifest, pageChunks, parseManifest } from './vite-manifest.js';

interface Page {
  path: string;
  /** Manifest keys (source paths under admin-web/) of what the router loads lazily for it. */
  modules: readonly string[];
  /** Goal for the page's gzip total, in KB. */
  budgetKb?: number;
}

const ENTRY = 'index.html';
const PAGES: readonly Page[] = [
  {
    path: '/signin',
    modules: ['src/app/layouts/guest-layout.tsx', 'src/app/routes/signin.tsx'],
    budgetKb: 170,
  },
  {
    path: '/clock',
    modules: ['src/app/layouts/base-layout.tsx', 'src/app/routes/clock.tsx'],
  },
];

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: path.resolve(import.meta.dirname, '../../admin-web/dist') },
    strict: { type: 'boolean', default: false },
  },
});
const dist = path.resolve(values.dist);

const bytes = (n: number) => n.toLocaleString('en-US');
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

function readManifest(): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `No Vite manifest at ${file}.\n` +
        'Build admin-web with `build: { manifest: true }` in admin-web/vite.config.ts ' +
        '(or `npx vite build --manifest`), then run this again.',
    );
  }
  return parseManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The bytes the server sends for `file` given an encoding's suffix: its variant, or itself. */
function sentSize(file: string, suffix: '' | '.br' | '.gz'): number {
  const variant = path.join(dist, file + suffix);
  return fs.statSync(fs.existsSync(variant) ? variant : path.join(dist, file)).size;
}

/** Prints one page's files and total; answers whether it meets --strict. */
function report(manifest: Manifest, page: Page): boolean {
  const { files, missing } = pageChunks(manifest, [ENTRY, ...page.modules]);
  if (missing.includes(ENTRY)) throw new Error(`The manifest has no "${ENTRY}" entry`);
  const routeSplit = missing.length === 0;
  console.log(`\n${page.path}: ${[ENTRY, ...page.modules].join(' + ')}`);
  for (const module of missing) {
    console.log(`  ${module} is not in the manifest (not a lazily loaded chunk yet): not counted`);
  }
  const rows = files.map((file) => {
    const content = fs.readFileSync(path.join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const total = {
    file: 'total',
    raw: rows.reduce((sum, row) => sum + row.raw, 0),
    gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
  };
  const fileRows = rows.map((row) => ({
    ...row,
    br: sentSize(row.file, '.br'),
    gz: sentSize(row.file, '.gz'),
  }));
  const wireTotal = {
    ...total,
    br: fileRows.reduce((sum, row) => sum + row.br, 0),
    gz: fileRows.reduce((sum, row) => sum + row.gz, 0),
  };
  const wireRows = [...fileRows, wireTotal];
  const width = Math.max(...wireRows.map((row) => bytes(row.raw).length), 'wire gzip'.length);
  const heads = ['raw', 'gzip', 'wire br', 'wire gzip'].map((head) => head.padStart(width));
  console.log(`  ${heads.join('  ')}  file`);
  for (const row of wireRows) {
    const cells = [row.raw, row.gzip, row.br, row.gz].map((n) => bytes(n).padStart(width));
    console.log(`  ${cells.join('  ')}  ${row.file}`);
  }
  const html = { raw: sentSize(ENTRY, ''), br: sentSize(ENTRY, '.br'), gz: sentSize(ENTRY, '.gz') };
  console.log(
    `  over the wire for ${page.path} with ${ENTRY} (${bytes(html.br)} br): ` +
      `${kb(wireTotal.br + html.br)} br, ${kb(wireTotal.gz + html.gz)} gzip, ` +
      `${kb(total.raw + html.raw)} uncompressed`,
  );
  if (page.budgetKb === undefined) return routeSplit;
  const withinBudget = total.gzip <= page.budgetKb * 1000;
  console.log(
    `  goal for ${page.path}: <= ${page.budgetKb} KB gzip: ${kb(total.gzip)} ${withinBudget ? 'OK' : 'OVER'}`,
  );
  return routeSplit && withinBudget;
}

try {
  const manifest = readManifest();
  console.log(`JS loaded per page, in bytes (gzip level 9 and over the wire), from ${dist}`);
  const strictOk = PAGES.map((page) => report(manifest, page)).every(Boolean);
  if (values.strict && !strictOk) {
    console.error('\n--strict: a page module is not a chunk of its own, or a page is over budget');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
