import { mm, PDF_TEXT_FONT } from '#src/common/pdf/index.js';
import QRCode, { type QRCode as QrCode } from 'qrcode';
import type { BadgeTexts } from './badge-texts.js';

/** ISO/IEC 7810 ID-1, the credit-card size: fits a wallet, a lanyard sleeve and card printers. */
export const CARD_WIDTH = mm(85.6);
export const CARD_HEIGHT = mm(53.98);

const PADDING = mm(4);
/** 40 mm keeps each module near 0.8 mm for a ~170-character URL: a tablet camera reads it at 30 cm. */
const QR_SIDE = mm(40);
const TOP_BAND = mm(5);
const CUT_MARK = mm(3);
const CUT_GAP = mm(1);
const GREY = '#666666';
const MAX_NAME_SIZE = 14;
const MIN_NAME_SIZE = 7;

/** What one card shows. */
export interface BadgeCard {
  name: string;
  workspace: string;
  url: string;
  version: number;
}

/**
 * One badge with its top-left corner at (x, y): the workspace on top, the QR code on the left,
 * the member's name, the kiosk hint and the badge version on the right. A light outline shows
 * the card while the cut marks outside it guide the scissors.
 */
export function drawBadgeCard(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  card: BadgeCard,
  texts: BadgeTexts,
  /** Many cards: see qrSymbol. */
  quick = false,
): void {
  doc.save().lineWidth(0.3).strokeColor('#bbbbbb').rect(x, y, CARD_WIDTH, CARD_HEIGHT).stroke();
  doc.restore();
  drawCutMarks(doc, x, y, CARD_WIDTH, CARD_HEIGHT);

  const inner = CARD_WIDTH - 2 * PADDING;
  doc.font(PDF_TEXT_FONT).fontSize(7).fillColor(GREY);
  doc.text(card.workspace, x + PADDING, y + PADDING - mm(1), {
    width: inner,
    height: TOP_BAND,
    lineBreak: false,
    ellipsis: true,
  });

  const qrTop = y + PADDING + TOP_BAND;
  drawQr(doc, qrSymbol(card.url, quick), x + PADDING, qrTop, QR_SIDE);

  const column = x + PADDING + QR_SIDE + mm(3);
  const columnWidth = x + CARD_WIDTH - PADDING - column;
  const nameHeight = mm(24);
  doc.fillColor('black').fontSize(fittingSize(doc, card.name, columnWidth, nameHeight));
  doc.text(card.name, column, qrTop, { width: columnWidth, height: nameHeight, ellipsis: true });

  doc.fillColor(GREY).fontSize(7);
  doc.text(texts.showAtKiosk, column, qrTop + nameHeight + mm(1), {
    width: columnWidth,
    height: mm(9),
    ellipsis: true,
  });
  doc.text(texts.version(card.version), column, qrTop + QR_SIDE - mm(3), {
    width: columnWidth,
    lineBreak: false,
  });
  doc.fillColor('black');
}

/**
 * The largest size from 14 pt down at which `text` fits the box; 7 pt then ellipsis. Width
 * scales with the size, so one measurement at 14 pt predicts the line count at every size and
 * only the candidate is laid out: a sheet of a thousand names lays each out once or twice, not
 * eight times.
 */
function fittingSize(doc: PDFKit.PDFDocument, text: string, width: number, height: number) {
  doc.fontSize(MAX_NAME_SIZE);
  const widthAtMax = doc.widthOfString(text);
  for (let size = MAX_NAME_SIZE; size > MIN_NAME_SIZE; size -= 1) {
    doc.fontSize(size);
    const lines = Math.max(1, Math.ceil((widthAtMax * size) / MAX_NAME_SIZE / width));
    if (lines * doc.currentLineHeight(true) > height) continue;
    // Wrapping at word ends can need a line more than the estimate: check the candidate.
    if (lines === 1 || doc.heightOfString(text, { width }) <= height) return size;
  }
  return MIN_NAME_SIZE;
}

/** Short lines continuing each edge past the corners, off the card so no cut leaves them on it. */
export function drawCutMarks(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  doc.save().lineWidth(0.4).strokeColor('black');
  for (const cornerX of [x, x + width]) {
    for (const cornerY of [y, y + height]) {
      const outX = cornerX === x ? -1 : 1;
      const outY = cornerY === y ? -1 : 1;
      doc
        .moveTo(cornerX + outX * CUT_GAP, cornerY)
        .lineTo(cornerX + outX * (CUT_GAP + CUT_MARK), cornerY);
      doc
        .moveTo(cornerX, cornerY + outY * CUT_GAP)
        .lineTo(cornerX, cornerY + outY * (CUT_GAP + CUT_MARK));
    }
  }
  doc.stroke().restore();
}

/** The modules of a QR symbol: `size` x `size`, `get(row, col)` 1 where dark. */
export type QrModules = QrCode['modules'];

/**
 * `text` as a QR symbol, error correction M as every badge rendering, in one byte segment (a
 * URL gains nothing from the segment optimiser's graph search). `quick` fixes the mask pattern
 * instead of scoring all eight, which costs ~5 ms a symbol: a sheet of a thousand badges would
 * spend five seconds there. Every mask reads back the same; the scored one is only a little
 * kinder to a poor camera, which matters less on paper than on a phone screen.
 */
export function qrSymbol(text: string, quick = false): QrModules {
  return QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    ...(quick ? { maskPattern: 0 } : {}),
  }).modules;
}

/**
 * A QR symbol as vector shapes in a `side` square with a two-module quiet zone (the card's
 * white margin adds to it). Dark modules of a row are merged into runs and filled as one path:
 * sharp at any print resolution and a few kilobytes per badge.
 */
export function drawQr(
  doc: PDFKit.PDFDocument,
  modules: QrModules,
  x: number,
  y: number,
  side: number,
): void {
  const quiet = 2;
  const { size, data } = modules;
  const cell = side / (size + 2 * quiet);
  // A hair taller: screen renderers anti-alias the shared edge of two rows into a seam.
  const height = format(cell + 0.05);
  // Every coordinate and run width formatted once per symbol, not once per run: a sheet of a
  // thousand badges draws over a million runs.
  const xs = Array.from({ length: size + 1 }, (_, col) => format(x + (col + quiet) * cell));
  const widths = Array.from({ length: size + 1 }, (_, run) => format(run * cell));
  // One content string per symbol: pdfkit's rect() per run formats and queues each separately.
  const path: string[] = [];
  for (let row = 0; row < size; row += 1) {
    const top = format(y + (row + quiet) * cell);
    const offset = row * size;
    let col = 0;
    while (col < size) {
      if (!data[offset + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && data[offset + col]) col += 1;
      path.push(`${xs[start] ?? ''} ${top} ${widths[col - start] ?? ''} ${height} re`);
    }
  }
  doc.fillColor('black');
  doc.addContent(path.join('\n'));
  doc.fill();
}

/** A coordinate to a hundredth of a point, far below a printer's dot. */
const format = (value: number): string => String(Math.round(value * 100) / 100);
