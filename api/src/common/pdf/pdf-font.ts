import fs from 'node:fs';

/** Debian's `fonts-noto-cjk`: Latin, kana and kanji in one face, so Japanese names render. */
export const DEFAULT_PDF_FONT_PATH = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** The face picked out of the Noto CJK collection: its Japanese glyph variants. */
export const DEFAULT_PDF_FONT_FACE = 'NotoSansCJKjp-Regular';

/** What documents write their text with: an embedded font file, or PDF's built-in Helvetica. */
export type PdfFont =
  | { kind: 'embedded'; path: string; bytes: Buffer; face: string | undefined }
  | { kind: 'builtin'; name: 'Helvetica'; missing: string; reason: string };

/**
 * Reads the font once. A collection (.ttc/.otc) needs the face's PostScript name; a single font
 * file does not. A missing or unreadable file falls back to Helvetica, which has no Japanese
 * glyphs: documents still answer, and the caller logs why once.
 */
export function loadPdfFont(path: string): PdfFont {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'builtin', name: 'Helvetica', missing: path, reason };
  }
  const isCollection = bytes.subarray(0, 4).toString('latin1') === 'ttcf';
  return {
    kind: 'embedded',
    path,
    bytes,
    face: isCollection ? DEFAULT_PDF_FONT_FACE : undefined,
  };
}
