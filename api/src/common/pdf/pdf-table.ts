import { readerCaughtUp } from '#src/common/exports/index.js';
import { PDF_TEXT_FONT } from './pdf.service.js';
import { mm } from './units.js';

/** A4 landscape: wide enough for a payroll table's dozen columns. */
export const PDF_TABLE_PAGE: [number, number] = [mm(297), mm(210)];

export interface PdfTableColumn {
  heading: string;
  /** Share of the table's width, relative to the other columns. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTableLayout {
  title: string;
  /** Label / value lines under the title on every page: workspace, project, period, time zone. */
  facts: readonly (readonly [label: string, value: string])[];
  columns: readonly PdfTableColumn[];
  /**
   * How many rows `row` will receive (the totals row not included). Pages are numbered "n of m"
   * as they are drawn, never rewritten, so m comes from this count: the table never holds a
   * document in memory to number it afterwards. Rows beyond it still print, numbered n of n.
   */
  rowCount: number;
  /** Whether `totals` will be called: it takes a row of the last page. */
  totals: boolean;
  /** Printed at the foot of every page, left of the page number (a sealed period's digest). */
  footer?: string;
  /** Shown under the headings when there are no rows. */
  emptyText?: string;
  /** "Page 3 of 12" in the document's language. */
  pageLabel: (page: number, pages: number) => string;
}

const MARGIN = mm(12);
const TITLE_SIZE = 14;
const FACT_SIZE = 9;
const CELL_SIZE = 8;
const FOOT_SIZE = 7;
const ROW_HEIGHT = 14;
const CELL_PADDING = 3;
const HEADING_FILL = '#e8e8e8';
const TOTALS_FILL = '#f2f2f2';
const RULE = '#c8c8c8';

/** The vertical budget of a page, from the layout alone. */
function pageGeometry(pageHeight: number, layout: PdfTableLayout) {
  const headerHeight = TITLE_SIZE + 6 + layout.facts.length * (FACT_SIZE + 3) + 8;
  const bodyTop = MARGIN + headerHeight + ROW_HEIGHT;
  const footerTop = pageHeight - MARGIN - FOOT_SIZE;
  const rowsPerPage = Math.max(1, Math.floor((footerTop - 6 - bodyTop) / ROW_HEIGHT));
  return { headerHeight, bodyTop, footerTop, rowsPerPage };
}

/** How many pages a table of `layout` takes on pages `pageHeight` points tall. */
export function pdfTablePages(pageHeight: number, layout: PdfTableLayout): number {
  const { rowsPerPage } = pageGeometry(pageHeight, layout);
  const entries = layout.rowCount + (layout.totals ? 1 : 0);
  return Math.max(1, Math.ceil(entries / rowsPerPage));
}

/**
 * A table drawn row by row into a PdfService document: on every page the title and facts, the
 * column headings on a shaded band, fixed-height rows (text too long for its column ends in an
 * ellipsis, so a page always holds the same number of rows and the page count is known before
 * the first one), and a footer with the page number. Between pages it yields to the event loop
 * and waits for a slow reader, so a long report streams page by page with flat memory.
 */
export class PdfTable {
  private readonly geometry;
  private readonly pages: number;
  private readonly xs: number[];
  private readonly widths: number[];
  private page = 1;
  private onPage = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly layout: PdfTableLayout,
  ) {
    this.geometry = pageGeometry(doc.page.height, layout);
    this.pages = pdfTablePages(doc.page.height, layout);
    const usable = doc.page.width - 2 * MARGIN;
    const shares = layout.columns.reduce((sum, column) => sum + column.width, 0) || 1;
    this.widths = layout.columns.map((column) => (usable * column.width) / shares);
    this.xs = this.widths.map((_, index) =>
      this.widths.slice(0, index).reduce((sum, width) => sum + width, MARGIN),
    );
    this.drawPageTop();
  }

  /** One row, cells in column order. Resolves when the document can take more. */
  async row(cells: readonly string[]): Promise<void> {
    await this.makeRoom();
    this.drawRow(cells, null);
  }

  /** The totals row, shaded and ruled, after the last row. */
  async totals(cells: readonly string[]): Promise<void> {
    await this.makeRoom();
    const y = this.rowY();
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(this.doc.page.width - MARGIN, y)
      .lineWidth(0.8)
      .strokeColor('#000000')
      .stroke();
    this.drawRow(cells, TOTALS_FILL);
  }

  /** Ends the table: the empty notice if it had no rows, and the last page's footer. */
  finish(): void {
    if (this.onPage === 0 && this.page === 1 && this.layout.emptyText) {
      this.doc
        .font(PDF_TEXT_FONT)
        .fontSize(FACT_SIZE)
        .fillColor('#555555')
        .text(this.layout.emptyText, MARGIN, this.geometry.bodyTop + 6, { lineBreak: false });
    }
    this.drawFooter();
  }

  private rowY(): number {
    return this.geometry.bodyTop + this.onPage * ROW_HEIGHT;
  }

  private async makeRoom(): Promise<void> {
    if (this.onPage < this.geometry.rowsPerPage) return;
    this.drawFooter();
    await new Promise<void>((resolve) => {
      setImmediate(resolve);
    });
    await readerCaughtUp(this.doc);
    this.doc.addPage({ size: [this.doc.page.width, this.doc.page.height], margin: 0 });
    this.page += 1;
    this.onPage = 0;
    this.drawPageTop();
  }

  private drawRow(cells: readonly string[], fill: string | null): void {
    const y = this.rowY();
    const width = this.doc.page.width - 2 * MARGIN;
    if (fill) this.doc.rect(MARGIN, y, width, ROW_HEIGHT).fill(fill);
    this.drawCells(cells, y);
    this.doc
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(MARGIN + width, y + ROW_HEIGHT)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
    this.onPage += 1;
  }

  private drawCells(cells: readonly string[], y: number): void {
    const doc = this.doc.font(PDF_TEXT_FONT).fontSize(CELL_SIZE).fillColor('#000000');
    this.layout.columns.forEach((column, index) => {
      const inner = (this.widths[index] ?? 0) - 2 * CELL_PADDING;
      const text = fitted(doc, cells[index] ?? '', inner);
      doc.text(text, (this.xs[index] ?? MARGIN) + CELL_PADDING, y + (ROW_HEIGHT - CELL_SIZE) / 2, {
        width: inner,
        align: column.align ?? 'left',
        lineBreak: false,
      });
    });
  }

  private drawPageTop(): void {
    const doc = this.doc.font(PDF_TEXT_FONT).fillColor('#000000');
    const width = doc.page.width - 2 * MARGIN;
    doc.fontSize(TITLE_SIZE).text(fitted(doc, this.layout.title, width), MARGIN, MARGIN, {
      lineBreak: false,
    });
    let y = MARGIN + TITLE_SIZE + 6;
    doc.fontSize(FACT_SIZE).fillColor('#333333');
    for (const [label, value] of this.layout.facts) {
      doc.text(fitted(doc, `${label}: ${value}`, width), MARGIN, y, { lineBreak: false });
      y += FACT_SIZE + 3;
    }
    const top = this.geometry.bodyTop - ROW_HEIGHT;
    doc.rect(MARGIN, top, width, ROW_HEIGHT).fill(HEADING_FILL);
    this.drawCells(
      this.layout.columns.map((column) => column.heading),
      top,
    );
  }

  private drawFooter(): void {
    const doc = this.doc.font(PDF_TEXT_FONT).fontSize(FOOT_SIZE).fillColor('#555555');
    const width = doc.page.width - 2 * MARGIN;
    const label = this.layout.pageLabel(this.page, Math.max(this.page, this.pages));
    const labelWidth = doc.widthOfString(label);
    const { footerTop } = this.geometry;
    doc.text(label, MARGIN + width - labelWidth, footerTop, { lineBreak: false });
    if (this.layout.footer) {
      const room = width - labelWidth - 12;
      doc.text(fitted(doc, this.layout.footer, room), MARGIN, footerTop, { lineBreak: false });
    }
  }
}

/** `text` cut with an ellipsis to fit `width` at the current font and size. */
export function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const line = text.replace(/\s+/g, ' ');
  if (doc.widthOfString(line) <= width) return line;
  const chars = Array.from(line);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join('')}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : `${chars.slice(0, low).join('')}…`;
}
