import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { ExportAborted } from './backpressure.js';
import { type ExportTable, neutralised } from './cells.js';
import { decimalHours, hoursMinutes } from './durations.js';
import { parseCsv, readCsvExport, readXlsxExport, restored } from './export-read.js';
import { exportFilename } from './export-file.js';
import { attachmentDisposition } from './export-response.js';
import { streamTable } from './table-export.js';

const PAYLOADS = ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tHYPERLINK("x")', '\r=1'];

const table: ExportTable = {
  title: 'Attendance',
  facts: [
    ['Workspace', '=Acme'],
    ['Time zone', 'Europe/Berlin'],
  ],
  columns: [
    { heading: 'Name', kind: 'text' },
    { heading: 'Breaks', kind: 'number' },
    { heading: 'Worked (h:mm)', kind: 'duration' },
    { heading: 'Worked (hours)', kind: 'hours' },
    { heading: 'Cost', kind: 'money' },
  ],
};

/** Every byte of a stream, read as fast as it comes. */
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => [`Member ${index}`, index, 30_600, 30_600, '12.50']);

describe('neutralised and durations', () => {
  it('quotes every formula start and leaves other text alone', () => {
    for (const payload of PAYLOADS) expect(neutralised(payload)).toBe(`'${payload}`);
    expect(neutralised('山田 太郎')).toBe('山田 太郎');
    expect(neutralised("'quoted")).toBe("'quoted");
    for (const payload of PAYLOADS) expect(restored(neutralised(payload))).toBe(payload);
  });

  it('renders h:mm without rounding up and decimal hours to the hundredth', () => {
    expect(hoursMinutes(30_600)).toBe('8:30');
    expect(hoursMinutes(621_000)).toBe('172:30');
    expect(hoursMinutes(59)).toBe('0:00');
    expect(hoursMinutes(-1_800)).toBe('-0:30');
    expect(decimalHours(30_600)).toBe(8.5);
    expect(decimalHours(100)).toBe(0.03);
  });
});

describe('CSV', () => {
  it('writes BOM, facts, heading and rows with CRLF, quoting per RFC 4180', async () => {
    const file = streamTable('csv', table, 'a.csv', async (writer) => {
      await writer.row(['Doe, "Jo"\nline', 2, 30_600, 30_600, '12.50']);
      for (const payload of PAYLOADS) await writer.row([payload, -1, 0, 0, '-3.00']);
      await writer.row([null, null, null, null, null]);
    });
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const bytes = await bytesOf(file.stream);
    const text = bytes.toString('utf8');
    expect(text.startsWith("\uFEFFWorkspace,'=Acme\r\nTime zone,Europe/Berlin\r\n\r\n")).toBe(true);
    expect(text).toContain('Name,Breaks,Worked (h:mm),Worked (hours),Cost\r\n');
    expect(text).toContain('"Doe, ""Jo""\nline",2,8:30,8.5,12.50\r\n');
    expect(text.endsWith(',,,,\r\n')).toBe(true);
    const read = readCsvExport(bytes);
    expect(read.facts).toEqual([
      ['Workspace', "'=Acme"],
      ['Time zone', 'Europe/Berlin'],
    ]);
    expect(read.heading).toEqual(table.columns.map((column) => column.heading));
    expect(read.rows[0]).toEqual(['Doe, "Jo"\nline', '2', '8:30', '8.5', '12.50']);
    const names = read.rows.slice(1, 1 + PAYLOADS.length).map((row) => row[0]);
    expect(names).toEqual(PAYLOADS.map((payload) => `'${payload}`));
    expect(read.rows.slice(1, 1 + PAYLOADS.length).map((row) => row[1])).toEqual(
      PAYLOADS.map(() => '-1'),
    );
    expect(read.rows.slice(1, 1 + PAYLOADS.length).map((row) => row[4])).toEqual(
      PAYLOADS.map(() => '-3.00'),
    );
  });

  it('neutralises money text that is not a decimal', async () => {
    const file = streamTable('csv', { ...table, facts: [] }, 'a.csv', async (writer) => {
      await writer.row(['x', 0, 0, 0, '=HYPERLINK("evil")']);
    });
    const read = readCsvExport(await bytesOf(file.stream));
    expect(read.heading[0]).toBe('Name');
    expect(read.rows[0]?.[4]).toBe('\'=HYPERLINK("evil")');
  });

  it('parses quoted fields, LF and CRLF', () => {
    expect(parseCsv('a,"b\r\nc",d\ne,"""f"""')).toEqual([
      ['a', 'b\r\nc', 'd'],
      ['e', '"f"'],
    ]);
  });
});

describe('XLSX', () => {
  it('writes the data sheet first, the facts sheet, typed numbers and neutralised text', async () => {
    const file = streamTable('xlsx', table, 'a.xlsx', async (writer) => {
      await writer.row(['山田 太郎', 2, 30_600, 30_600, '12.50']);
      for (const payload of PAYLOADS) await writer.row([payload, 1, 60, 60, '1']);
    });
    const bytes = await bytesOf(file.stream);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Attendance', 'About']);
    const sheet = workbook.worksheets[0];
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBe('山田 太郎');
    expect(first?.getCell(2).value).toBe(2);
    expect(first?.getCell(3).value).toEqual(new Date('1899-12-30T08:30:00Z'));
    expect(first?.getCell(3).numFmt).toBe('[h]:mm');
    expect(first?.getCell(4).value).toBe(8.5);
    expect(first?.getCell(5).value).toBe(12.5);
    for (let index = 0; index < PAYLOADS.length; index += 1) {
      const cell = sheet?.getRow(3 + index).getCell(1);
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      // XML reads a bare CR as a line feed; the guard's quote stays in front either way.
      expect(cell?.value).toBe(`'${PAYLOADS[index] ?? ''}`.replace('\r', '\n'));
    }
    const read = await readXlsxExport(bytes);
    expect(read.facts).toEqual([
      ['Workspace', "'=Acme"],
      ['Time zone', 'Europe/Berlin'],
    ]);
    expect(read.heading).toEqual(table.columns.map((column) => column.heading));
    expect(read.rows).toHaveLength(1 + PAYLOADS.length);
    expect(read.rows[0]?.[2]).toBeCloseTo(30_600 / 86_400, 10);
  });
});

describe.each(['csv', 'xlsx'] as const)('streaming %s', (format) => {
  // Four times what the producer may run ahead while nobody reads: enough to see it held.
  const ROWS = 20_000;
  // Rendering and reading back an XLSX of that size takes seconds, more on a busy CI machine.
  it('holds the producer while nobody reads, then delivers every row', async () => {
    let written = 0;
    const file = streamTable(format, table, 'a', async (writer) => {
      for (const row of rowsOf(ROWS)) {
        await writer.row(row);
        written += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(written).toBeLessThan(5_000);
    const bytes = await bytesOf(file.stream);
    expect(written).toBe(ROWS);
    // Every wait took its listeners away again.
    expect(file.stream.listenerCount('close')).toBeLessThan(5);
    const read = format === 'csv' ? readCsvExport(bytes) : await readXlsxExport(bytes);
    expect(read.rows).toHaveLength(ROWS);
    expect(read.rows[ROWS - 1]?.[0]).toBe(`Member ${ROWS - 1}`);
  }, 180_000);

  it('stops the producer with ExportAborted when the reader leaves', async () => {
    let outcome: unknown;
    let stopped!: () => void;
    const done = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    const file = streamTable(format, table, 'a', async (writer) => {
      try {
        for (;;) await writer.row(['x', 1, 1, 1, '1']);
      } catch (error) {
        outcome = error;
        stopped();
        throw error;
      }
    });
    file.stream.once('data', () => file.stream.destroy());
    file.stream.resume();
    await done;
    expect(outcome).toBeInstanceOf(ExportAborted);
  });

  it('fails the stream when the producer fails', async () => {
    const file = streamTable(format, table, 'a', async (writer) => {
      await writer.row(['x', 1, 1, 1, '1']);
      throw new Error('cursor broke');
    });
    const sink = new Writable({
      write: (_chunk, _encoding, next) => {
        next();
      },
    });
    await expect(pipeline(file.stream, sink)).rejects.toThrow('cursor broke');
  });
});

describe('file names', () => {
  it('builds a safe name and an RFC 5987 disposition', () => {
    expect(exportFilename(['attendance', 'Acme / "HQ"', '2026-03'], 'csv')).toBe(
      'attendance-Acme-HQ-2026-03.csv',
    );
    expect(exportFilename(['', ' '], 'pdf')).toBe('export.pdf');
    expect(attachmentDisposition('勤怠-2026.csv')).toBe(
      `attachment; filename="__-2026.csv"; filename*=UTF-8''%E5%8B%A4%E6%80%A0-2026.csv`,
    );
    expect(attachmentDisposition("it's (x).csv")).toBe(
      `attachment; filename="it's (x).csv"; filename*=UTF-8''it%27s%20%28x%29.csv`,
    );
  });
});
