import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressVariants, MIN_BYTES, precompressDir } from './precompress.js';

const text = (bytes: number) =>
  'const answer = 42;\n'.repeat(Math.ceil(bytes / 19)).slice(0, bytes);

describe('compressVariants', () => {
  it('keeps brotli and gzip that decode to the original', () => {
    const content = Buffer.from(text(5000));
    const { br = Buffer.alloc(0), gz = Buffer.alloc(0) } = compressVariants(content);
    expect(brotliDecompressSync(br)).toEqual(content);
    expect(gunzipSync(gz)).toEqual(content);
    expect(br.length).toBeLessThan(content.length);
  });

  it('skips files too small to gain', () => {
    expect(compressVariants(Buffer.from(text(MIN_BYTES - 1)))).toEqual({});
  });

  it('skips content that does not shrink', () => {
    expect(compressVariants(randomBytes(4000))).toEqual({});
  });
});

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const exists = (file: string) => fs.existsSync(path.join(dir, file));

  it('writes .br and .gz beside compressible files only', () => {
    write('index.html', text(3000));
    write('assets/app-AbC123_x.js', text(3000));
    write('assets/logo.png', text(3000));
    write('small.css', text(100));
    write('.vite/manifest.json', text(3000));
    const written = precompressDir(dir).map((entry) => entry.file);
    expect(written.sort()).toEqual([path.join('assets', 'app-AbC123_x.js'), 'index.html']);
    for (const file of ['index.html', 'assets/app-AbC123_x.js']) {
      expect(exists(`${file}.br`) && exists(`${file}.gz`)).toBe(true);
    }
    for (const file of ['assets/logo.png', 'small.css', '.vite/manifest.json']) {
      expect(exists(`${file}.br`) || exists(`${file}.gz`)).toBe(false);
    }
  });

  it('removes a stale variant when the file no longer gains from it', () => {
    write('small.css', text(100));
    write('small.css.br', 'stale');
    precompressDir(dir);
    expect(exists('small.css.br')).toBe(false);
  });
});
