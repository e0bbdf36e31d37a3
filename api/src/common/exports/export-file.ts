import type { Readable } from 'node:stream';

/** A file a service answers without knowing HTTP: the controller turns it into the response. */
export interface ExportFile {
  stream: Readable;
  /** The media type, with its charset where it has one. */
  contentType: string;
  /** What the browser saves it as; any Unicode (a Japanese workspace name) is fine. */
  filename: string;
}

export type TableFormat = 'csv' | 'xlsx';

export const MEDIA_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/**
 * A file name from its parts, e.g. ['attendance', 'Acme', '2026-03'] + 'csv' ->
 * "attendance-Acme-2026-03.csv": characters no file system takes are replaced, spaces become
 * dashes, and the name stays short enough for every browser.
 */
export function exportFilename(parts: readonly string[], extension: string): string {
  const base = parts
    .map((part) =>
      part
        .normalize('NFC')
        .replace(/[\p{Cc}<>:"/\\|?*]/gu, ' ')
        .trim()
        .replace(/\s+/g, '-'),
    )
    .filter(Boolean)
    .join('-')
    .slice(0, 120);
  return `${base || 'export'}.${extension}`;
}
