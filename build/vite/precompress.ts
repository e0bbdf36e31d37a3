/**
 * Writes `file.br` and `file.gz` beside each compressible file of a build, at maximum quality,
 * so the API sends them as they are instead of compressing per request (or not at all).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** What compresses: text. Images and fonts are already compressed formats. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);

/** Below this, the saving does not pay for a second request path and file on disk. */
export const MIN_BYTES = 1024;

export interface Compressed {
  file: string;
  raw: number;
  br?: number;
  gzip?: number;
}

/** The encoded variants worth keeping for one file's content (none when it does not shrink). */
export function compressVariants(content: Buffer): { br?: Buffer; gz?: Buffer } {
  if (content.length < MIN_BYTES) return {};
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}

/** Every compressible file under `dir`, except in dot directories (never served). */
function compressibleFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((s) => s.startsWith('.')),
    );
}

/** Precompresses a built directory in place; answers what it wrote. */
export function precompressDir(dir: string): Compressed[] {
  const written: Compressed[] = [];
  for (const file of compressibleFiles(dir)) {
    const content = fs.readFileSync(file);
    const { br, gz } = compressVariants(content);
    // A stale variant from an earlier build would be served in place of the new file.
    for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
    if (br) fs.writeFileSync(`${file}.br`, br);
    if (gz) fs.writeFileSync(`${file}.gz`, gz);
    if (br || gz) {
      written.push({
        file: path.relative(dir, file),
        raw: content.length,
        ...(br ? { br: br.length } : {}),
        ...(gz ? { gzip: gz.length } : {}),
      });
    }
  }
  return written;
}

/** Vite plugin: precompresses the output directory once the whole build is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'punchcard-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (!config) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const written = precompressDir(outDir);
      config.logger.info(`precompressed ${written.length} files (brotli and gzip) in ${outDir}`);
    },
  };
}
