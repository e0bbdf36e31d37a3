import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { loadPdfFont, type PdfFont } from './pdf-font.js';

/** The font name documents select their text with (`doc.font(PDF_TEXT_FONT)`). */
export const PDF_TEXT_FONT = 'text';

export interface PdfOptions {
  /** A named paper size ('A4', 'A6') or [width, height] in points. */
  size: string | [number, number];
  /** Written to the document's Title entry. */
  title: string;
  /** Points on every side; 0 when the layout places everything itself. */
  margin?: number;
}

/** An open document; `finish` ends it and answers its bytes. */
export interface PdfDraft {
  doc: PDFKit.PDFDocument;
  finish: () => Promise<Buffer>;
}

/**
 * Makes PDF documents with the configured font (PDF_FONT_PATH) embedded as a subset, so a page
 * carries only the glyphs it uses. The font file is read on first use and kept: a Noto CJK
 * collection is ~19 MB, read once rather than per document, and not at all by an instance that
 * never makes a PDF. Its presence is checked at start, so a missing font shows in the first log
 * lines rather than on the first download.
 */
@Injectable()
export class PdfService implements OnModuleInit {
  private readonly logger = new Logger('Pdf');
  private font: PdfFont | undefined;
  private warned = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    try {
      fs.accessSync(this.config.pdfFontPath, fs.constants.R_OK);
    } catch (error) {
      this.warnFallback(this.config.pdfFontPath, error instanceof Error ? error.message : '');
    }
  }

  /** The font every document uses, loaded once. */
  textFont(): PdfFont {
    if (this.font) return this.font;
    const font = loadPdfFont(this.config.pdfFontPath);
    if (font.kind === 'builtin') this.warnFallback(font.missing, font.reason);
    this.font = font;
    return font;
  }

  create({ size, title, margin = 0 }: PdfOptions): PdfDraft {
    const doc = new PDFDocument({
      size,
      margin,
      autoFirstPage: true,
      info: { Title: title, Creator: 'Punchcard', Producer: 'Punchcard' },
    });
    const font = this.textFont();
    if (font.kind === 'embedded') doc.registerFont(PDF_TEXT_FONT, font.bytes, font.face ?? '');
    else doc.registerFont(PDF_TEXT_FONT, font.name);
    doc.font(PDF_TEXT_FONT);
    return { doc, finish: () => toBuffer(doc) };
  }

  /**
   * Answers the document as a stream at once and draws it with `draw`, which awaits
   * `nextTurn()` between pages. A long document (a thousand badges) then never holds the event
   * loop for seconds: other requests, a kiosk's punch among them, are served between pages, and
   * each page leaves as soon as the next one starts. Drawing that fails destroys the stream, so
   * the client sees a broken download, never a short file passed off as whole.
   */
  stream({ doc }: PdfDraft, draw: (doc: PDFKit.PDFDocument) => Promise<void>): Readable {
    void draw(doc).then(
      () => {
        doc.end();
      },
      (error: unknown) => {
        this.logger.error(error);
        doc.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return doc;
  }

  /** Once per process: the documents still answer, with Latin text only. */
  private warnFallback(path: string, reason: string): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn(
      `PDF_FONT_PATH ${path} cannot be read (${reason}): PDFs fall back to Helvetica, which ` +
        'cannot show Japanese text. Install fonts-noto-cjk or point PDF_FONT_PATH at a font ' +
        'with CJK glyphs.',
    );
  }
}

/** Lets the event loop run what waits (other requests) before drawing on. */
export const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });

/** Ends `doc` and collects what it wrote. */
function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
    doc.end();
  });
}
