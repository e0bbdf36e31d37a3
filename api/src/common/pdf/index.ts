export { PdfModule } from './pdf.module.js';
export {
  nextTurn,
  PDF_TEXT_FONT,
  type PdfDraft,
  type PdfOptions,
  PdfService,
} from './pdf.service.js';
export { DEFAULT_PDF_FONT_PATH, type PdfFont } from './pdf-font.js';
export { mm } from './units.js';
export {
  fitted,
  PDF_TABLE_PAGE,
  PdfTable,
  type PdfTableColumn,
  type PdfTableLayout,
  pdfTablePages,
} from './pdf-table.js';
