import type { Readable } from 'node:stream';
import {
  type ExportCell,
  type ExportTable,
  readCsvExport,
  readXlsxExport,
  streamTable,
  streamTableInWorker,
  type TableFormat,
} from '#src/common/exports/index.js';
import { EXPORT_APPLICATION_NAME } from '#src/common/exports/table-worker-runtime.js';
import { Database, sql, type WorkerStatement } from '#src/database/sql/index.js';
import {
  type ExportLang,
  exportCells,
  exportColumns,
} from '#src/modules/reports/attendance-columns.js';
import type { ExportRow } from '#src/modules/reports/attendance.repository.js';
import { sql as rawSql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The attendance export's own worker entry, as AttendanceExportService starts it. */
const ENTRY = new URL('../src/modules/reports/attendance-export.worker.js', import.meta.url);
const ROWS = 20_000;

/**
 * Exports rendered in a worker thread (common/exports/table-worker.ts), which reads its statement
 * on a connection of its own: the same bytes as in the server's thread, a slow reader slowing
 * the worker down, and the worker and its connection gone however the download ends.
 */
describe('table exports in a worker thread', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(Database);
    // Rows shaped as the attendance export's, with text that needs quoting or neutralising.
    await rawSql(
      t,
      `CREATE TABLE export_probe AS
       SELECT n,
              CASE n % 4 WHEN 0 THEN '=HYPERLINK("x")' WHEN 1 THEN '山田, 花子' ELSE 'Member ' || n END
                AS name,
              'member' || n || '@example.com' AS email,
              md5(n::text)::uuid::text AS id_user,
              to_char(date '2026-01-01' + n % 365, 'YYYY-MM-DD') AS date,
              (n * 37 % 40000)::float8 AS worked, 3600::float8 AS break_time,
              (n % 20000)::float8 AS activity_time, n % 3 AS number_of_breaks,
              28800::float8 AS scheduled, (n % 7200)::float8 AS overtime,
              (n % 600)::float8 AS early_in, 0::float8 AS late_out, 1 AS days_present,
              n % 2 AS number_of_drafts, 0 AS pending_requests, n % 50 = 0 AS is_open,
              '2026-01-01 09:0' || (n % 10) AS first_in_local,
              CASE WHEN n % 50 = 0 THEN NULL ELSE '2026-01-01 18:00' END AS last_out_local
         FROM generate_series(1, ${String(ROWS)}) AS n`,
    );
  });
  afterAll(() => t.close());

  const probe = () => sql`SELECT * FROM export_probe ORDER BY n`;

  function table(lang: ExportLang): ExportTable {
    return { title: 'Probe', facts: [['Time zone', 'Asia/Tokyo']], columns: exportColumns(lang) };
  }

  function inWorker(format: TableFormat, lang: ExportLang, query = probe()): Readable {
    const statement = db.forWorker(query) as WorkerStatement;
    const job = { statement, batchRows: 500, format, table: table(lang), options: lang };
    return streamTableInWorker(ENTRY, job, 'probe').stream;
  }

  function inThread(format: TableFormat, lang: ExportLang): Readable {
    return streamTable(format, table(lang), 'probe', async (writer) => {
      const cells: ExportCell[] = [];
      for await (const batch of db.batches<ExportRow>(probe(), 500)) {
        for (const row of batch) await writer.row(exportCells(row, lang, cells));
      }
    }).stream;
  }

  async function bytesOf(stream: Readable): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The worker's connections still open on this database. */
  async function workerConnections(): Promise<number> {
    const [row] = await rawSql<{ open: number }>(
      t,
      `SELECT count(*)::int AS open FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1`,
      [EXPORT_APPLICATION_NAME],
    );
    return row?.open ?? 0;
  }

  async function untilNoWorkerConnection(): Promise<void> {
    for (let tries = 0; tries < 100 && (await workerConnections()) > 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await workerConnections()).toBe(0);
  }

  const firstChunk = (stream: Readable) =>
    new Promise<Buffer>((resolve, reject) => {
      stream.once('data', (chunk: Buffer) => {
        stream.pause();
        resolve(chunk);
      });
      stream.once('error', reject);
    });

  it.each([['en'], ['ja']] as const)(
    'writes the same CSV bytes as the server thread (%s)',
    async (lang) => {
      const [worker, thread] = await Promise.all([
        bytesOf(inWorker('csv', lang)),
        bytesOf(inThread('csv', lang)),
      ]);
      expect(worker.length).toBeGreaterThan(ROWS * 100);
      expect(worker.equals(thread)).toBe(true);
      const contents = readCsvExport(worker);
      expect(contents.rows).toHaveLength(ROWS);
      expect(contents.rows[3]?.[0]).toBe(`'=HYPERLINK("x")`);
      await untilNoWorkerConnection();
    },
  );

  it('writes the same XLSX contents as the server thread', async () => {
    const [worker, thread] = await Promise.all([
      bytesOf(inWorker('xlsx', 'en')),
      bytesOf(inThread('xlsx', 'en')),
    ]);
    const [fromWorker, fromThread] = await Promise.all([
      readXlsxExport(worker),
      readXlsxExport(thread),
    ]);
    expect(fromWorker.rows).toHaveLength(ROWS);
    expect(fromWorker).toEqual(fromThread);
  });

  it('waits for a slow reader instead of piling the file up in the server', async () => {
    const stream = inWorker('csv', 'en');
    await firstChunk(stream);
    // Time enough for a worker that ignored the reader to send the whole file (4 MB) over.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stream.readableLength).toBeLessThanOrEqual(3 * 64 * 1024);
    stream.resume();
    const rest = await bytesOf(stream);
    expect(rest.length).toBeGreaterThan(ROWS * 100);
    await untilNoWorkerConnection();
  });

  it('stops the worker and closes its connection when the reader leaves', async () => {
    const stream = inWorker('csv', 'en');
    await firstChunk(stream);
    expect(await workerConnections()).toBe(1);
    stream.destroy();
    await untilNoWorkerConnection();
    expect(await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM export_probe`)).toEqual({
      n: ROWS,
    });
  });

  it('breaks the download when the statement fails midway', async () => {
    // Unsorted, so rows stream out of the scan until the one that divides by zero.
    const failing = sql`SELECT * FROM export_probe WHERE 1 / (n - ${ROWS - 10}::int) IS NOT NULL`;
    const stream = inWorker('csv', 'en', failing);
    let received = 0;
    stream.on('data', (chunk: Buffer) => (received += chunk.length));
    await expect(bytesOf(stream)).rejects.toThrow(/The export failed: division by zero/);
    expect(received).toBeGreaterThan(64 * 1024);
    await untilNoWorkerConnection();
  });

  it('breaks the download when the worker cannot start', async () => {
    const missing = new URL('../src/modules/reports/no-such-export.worker.js', import.meta.url);
    const statement = db.forWorker(probe()) as WorkerStatement;
    const job = {
      statement,
      batchRows: 500,
      format: 'csv' as const,
      table: table('en'),
      options: 'en',
    };
    const { stream } = streamTableInWorker(missing, job, 'probe');
    await expect(bytesOf(stream)).rejects.toThrow(/no-such-export\.worker\.js is not built/);
    // Its place was given back: two more exports still run at once.
    const files = await Promise.all([
      bytesOf(inWorker('csv', 'en')),
      bytesOf(inWorker('csv', 'en')),
    ]);
    for (const file of files) expect(readCsvExport(file).rows).toHaveLength(ROWS);
  });

  it('runs two exports at once and starts the next when one ends', async () => {
    const streams = [inWorker('csv', 'en'), inWorker('csv', 'en'), inWorker('csv', 'en')];
    const [first, second] = await Promise.all(streams.slice(0, 2).map(firstChunk));
    expect(first?.length).toBeGreaterThan(0);
    expect(second?.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await workerConnections()).toBe(2);
    streams[0]?.destroy();
    const [rest, third] = await Promise.all(streams.slice(1).map(bytesOf));
    for (const file of [
      Buffer.concat([second ?? Buffer.alloc(0), rest ?? Buffer.alloc(0)]),
      third,
    ]) {
      expect(readCsvExport(file ?? Buffer.alloc(0)).rows).toHaveLength(ROWS);
    }
    await untilNoWorkerConnection();
  });
});
