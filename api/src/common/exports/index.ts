export { ExportAborted, readerCaughtUp, roomIn, stillRead } from './backpressure.js';
export {
  type ColumnKind,
  type ExportCell,
  type ExportColumn,
  type ExportFact,
  type ExportTable,
  isDecimal,
  neutralised,
} from './cells.js';
export { csvCell } from './csv-cell.js';
export { decimalHours, hoursMinutes } from './durations.js';
export {
  type ExportContents,
  parseCsv,
  readCsvExport,
  readXlsxExport,
  restored,
} from './export-read.js';
export { type ExportFile, exportFilename, MEDIA_TYPES, type TableFormat } from './export-file.js';
export { attachmentDisposition, exportResponse } from './export-response.js';
export { streamTable } from './table-export.js';
export { streamTableInWorker } from './table-worker.js';
export type { TableWriter } from './table-writer.js';
export { sheetName, XLSX_FACTS_SHEET, xlsxValue } from './xlsx-writer.js';
