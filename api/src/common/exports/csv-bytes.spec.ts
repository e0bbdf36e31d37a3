import fc from 'fast-check';
import type { ColumnKind, ExportCell } from './cells.js';
import { CsvChunks } from './csv-bytes.js';
import { csvCell } from './csv-cell.js';

const KINDS: readonly ColumnKind[] = ['text', 'number', 'duration', 'hours', 'money'];

/** The bytes CsvChunks writes for `rows`, through chunks of `size` bytes. */
function written(kinds: readonly ColumnKind[], rows: readonly ExportCell[][], size: number) {
  const chunks: Buffer[] = [];
  const writer = new CsvChunks(size, (chunk) => chunks.push(Buffer.from(chunk)));
  for (const cells of rows) writer.line(kinds, cells);
  writer.flush();
  return Buffer.concat(chunks).toString('utf8');
}

/** The same rows rendered cell by cell by csvCell, the rule. */
const expected = (kinds: readonly ColumnKind[], rows: readonly ExportCell[][]) =>
  rows
    .map(
      (cells) => kinds.map((kind, index) => csvCell(kind, cells[index] ?? null)).join(',') + '\r\n',
    )
    .join('');

const cell: fc.Arbitrary<ExportCell> = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('=1+2', '-3.00', '12.50', '山田, 太郎', 'a"b', '\r=1', '+x', '08:59:00'),
  fc.nat(),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.double(),
  fc.double({ min: 0, max: 1e13, noNaN: true }),
  fc.constantFrom(0, 59, 60, 3599, 3600, 30_600, 621_000, 17.5, 1799.9999, 1e12, 1e21, 2 ** 53),
);

describe('CSV bytes', () => {
  it('writes exactly what csvCell renders, for any cells of any kind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...KINDS), { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(cell, { minLength: 6, maxLength: 6 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 200 }),
        (kinds, rows, size) => {
          expect(written(kinds, rows, size)).toBe(expected(kinds, rows));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('hands over full chunks and never touches one again', () => {
    const chunks: Buffer[] = [];
    const writer = new CsvChunks(16, (chunk) => chunks.push(chunk));
    const row: ExportCell[] = ['Member', 30_600, 30_600, 100];
    for (let index = 0; index < 10; index += 1)
      writer.line(['text', 'duration', 'hours', 'number'], row);
    writer.flush();
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toBe('Member,8:30,8.5,100\r\n'.repeat(10));
    expect(chunks.every((chunk) => chunk.length <= 16)).toBe(true);
  });
});
