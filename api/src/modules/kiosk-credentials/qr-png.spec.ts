import zlib from 'node:zlib';
import { qrSymbol } from './badge-card.js';
import { qrPng } from './qr-png.js';

const URL = 'https://punchcard.example/qr-handler?b=AQ'.padEnd(170, 'x');

/** The PNG's IHDR fields and its pixels (true = black), read back from the chunks. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  const idat: Buffer[] = [];
  let width = 0;
  let depth = 0;
  let colour = -1;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(
      zlib.crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      expect(data.readUInt32BE(4)).toBe(width);
      depth = data[8] ?? 0;
      colour = data[9] ?? -1;
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = 1 + Math.ceil(width / 8);
  expect(raw.length).toBe(stride * width);
  const filters = new Set(Array.from({ length: width }, (_, y) => raw[y * stride]));
  const black = (x: number, y: number) =>
    ((raw[y * stride + 1 + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) === 0;
  return { width, depth, colour, filters, black };
}

describe('qrPng', () => {
  it('draws every module of the QR code, 8 pixels each, inside a 4-module white border', () => {
    const modules = qrSymbol(URL);
    const image = decode(qrPng(URL));
    expect(image.depth).toBe(1);
    expect(image.colour).toBe(0);
    expect(image.width).toBe((modules.size + 8) * 8);
    expect(image.filters).toEqual(new Set([0]));
    const count = modules.size + 8;
    const wanted: string[] = [];
    const drawn: string[] = [];
    for (let row = 0; row < count; row += 1) {
      let want = '';
      let got = '';
      for (let col = 0; col < count; col += 1) {
        const r = row - 4;
        const c = col - 4;
        const inside = r >= 0 && c >= 0 && r < modules.size && c < modules.size;
        want += inside && modules.get(r, c) === 1 ? '##' : '..';
        // Opposite corners of the module's 8 x 8 block.
        got += image.black(col * 8, row * 8) ? '#' : '.';
        got += image.black(col * 8 + 7, row * 8 + 7) ? '#' : '.';
      }
      wanted.push(want);
      drawn.push(got);
    }
    expect(drawn).toEqual(wanted);
  });
});
