/**
 * The worker thread that renders an attendance export on PostgreSQL (common/exports/
 * table-worker.ts): the export statement's rows through the same columns as in the server.
 */
import { runTableWorker } from '#src/common/exports/table-worker-runtime.js';
import { type ExportLang, exportCells } from './attendance-columns.js';
import type { ExportRow } from './attendance.repository.js';

runTableWorker<ExportRow, ExportLang>((row, lang, cells) => exportCells(row, lang, cells));
