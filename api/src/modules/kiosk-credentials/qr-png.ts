import zlib from 'node:zlib';
import { qrSymbol } from './badge-card.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * `text` as a black-and-white QR code PNG (error correction M, as every badge rendering), with
 * the standard four-module quiet zone a phone screen needs around it. Written directly as a
 * 1-bit greyscale image: each module row is drawn once and copied down, and zlib compresses, so
 * a badge mail costs a millisecond instead of the generic renderer's per-pixel work.
 */
export function qrPng(text: string, pixelsPerModule = 8): Buffer {
  const modules = qrSymbol(text);
  const quiet = 4;
  const count = modules.size + 2 * quiet;
  const side = count * pixelsPerModule;
  // One filter byte (0: none) before each row of 1-bit pixels, 1 = white.
  const stride = 1 + Math.ceil(side / 8);
  const raw = Buffer.alloc(stride * side);
  const line = Buffer.alloc(stride);
  for (let row = 0; row < count; row += 1) {
    line.fill(0xff);
    line[0] = 0;
    for (let col = 0; col < count; col += 1) {
      const r = row - quiet;
      const c = col - quiet;
      const inside = r >= 0 && c >= 0 && r < modules.size && c < modules.size;
      if (!inside || !modules.get(r, c)) continue;
      for (let px = col * pixelsPerModule; px < (col + 1) * pixelsPerModule; px += 1) {
        line[1 + (px >> 3)] = (line[1 + (px >> 3)] ?? 0) & ~(0x80 >> (px & 7));
      }
    }
    for (let y = 0; y < pixelsPerModule; y += 1)
      line.copy(raw, (row * pixelsPerModule + y) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  // Bit depth 1, colour type 0 (greyscale), deflate, adaptive filtering, no interlace.
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
