import type { Readable } from 'node:stream';
import type { Locale } from '@punchcard/shared';
import { mm, nextTurn, type PdfService } from '#src/common/pdf/index.js';
import { type BadgeCard, CARD_HEIGHT, CARD_WIDTH, drawBadgeCard } from './badge-card.js';
import { badgeTexts } from './badge-texts.js';

const A4: [number, number] = [mm(210), mm(297)];

/** The sheet's grid: 2 x 4 cards on A4, gaps wide enough for a cut mark on each side. */
const COLUMNS = 2;
const ROWS = 4;
const GAP_X = mm(10);
const GAP_Y = mm(12);
const SHEET_LEFT = (A4[0] - COLUMNS * CARD_WIDTH - (COLUMNS - 1) * GAP_X) / 2;
const SHEET_TOP = (A4[1] - ROWS * CARD_HEIGHT - (ROWS - 1) * GAP_Y) / 2;
export const CARDS_PER_PAGE = COLUMNS * ROWS;

/**
 * One member's badge: an ID-1 card near the top of an A4 page, with cut marks. A4 rather than an
 * A6 page: every office printer takes it without a paper change, and the card comes out at its
 * true size whatever the printer's margins.
 */
export function badgePdf(pdf: PdfService, card: BadgeCard, locale: Locale): Promise<Buffer> {
  const texts = badgeTexts(locale);
  const { doc, finish } = pdf.create({ size: A4, title: texts.cardTitle(card.name) });
  drawBadgeCard(doc, (A4[0] - CARD_WIDTH) / 2, mm(25), card, texts);
  return finish();
}

/**
 * Many badges on A4 sheets of 2 x 4, in the given order, left to right then top to bottom;
 * streamed page by page (PdfService.stream): a thousand badges take a couple of CPU seconds.
 */
export function badgeSheetPdf(
  pdf: PdfService,
  workspace: string,
  cards: readonly BadgeCard[],
  locale: Locale,
): Readable {
  const texts = badgeTexts(locale);
  const draft = pdf.create({ size: A4, title: texts.sheetTitle(workspace) });
  return pdf.stream(draft, async (doc) => {
    for (let index = 0; index < cards.length; index += 1) {
      const slot = index % CARDS_PER_PAGE;
      if (index > 0 && slot === 0) {
        await nextTurn();
        doc.addPage({ size: A4, margin: 0 });
      }
      const card = cards[index];
      if (!card) continue;
      const x = SHEET_LEFT + (slot % COLUMNS) * (CARD_WIDTH + GAP_X);
      const y = SHEET_TOP + Math.floor(slot / COLUMNS) * (CARD_HEIGHT + GAP_Y);
      drawBadgeCard(doc, x, y, card, texts, true);
    }
  });
}
