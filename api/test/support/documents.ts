import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestAgent } from './test-app.js';

/**
 * Reading documents back as a person's tools would: poppler's pdftotext / pdfinfo / pdffonts
 * (package poppler-utils) on the PDF bytes, and a MIME split of a mailed message.
 */

function withFile<T>(bytes: Buffer, read: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    fs.writeFileSync(file, bytes);
    return read(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text pdftotext extracts: fails on anything that is not a readable PDF. */
export function pdfText(bytes: Buffer): string {
  return withFile(bytes, (file) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
}

/** The page count pdfinfo reports. */
export function pdfPages(bytes: Buffer): number {
  const info = withFile(bytes, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** The fonts pdffonts lists, each as its table line (name, type, encoding, emb, sub, uni). */
export function pdfFonts(bytes: Buffer): string[] {
  const table = withFile(bytes, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  return table.split('\n').slice(2).filter(Boolean);
}

/** `text` without any white space: a card wraps long names and hints anywhere. */
export const squeezed = (text: string) => text.replace(/\s+/g, '');

/** pdftotext's text, squeezed: compare it with squeezed needles. */
export const pdfWords = (bytes: Buffer) => squeezed(pdfText(bytes));

/** How often `needle` occurs in the squeezed `words`. */
export const occurrences = (words: string, needle: string) =>
  words.split(squeezed(needle)).length - 1;

/** GET `url` with the answer's bytes kept as a Buffer whatever its media type. */
export function download(agent: TestAgent, url: string, headers: Record<string, string> = {}) {
  return agent
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        done(null, Buffer.concat(chunks));
      });
    });
}

/** One part of a multipart message: its headers (lower-cased names) and decoded body. */
export interface MailPart {
  headers: Record<string, string>;
  body: Buffer;
}

function parseHeaders(block: string): Record<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return Object.fromEntries(
    unfolded
      .split(/\r?\n/)
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? '']),
  );
}

/** The parts of a multipart/mixed message, bodies decoded from base64 or quoted-printable. */
export function mailParts(raw: string): MailPart[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\s]+)"?/.exec(parseHeaders(head)['content-type'] ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart message');
  return rest
    .join('\n\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const [headers = '', ...body] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const parsed = parseHeaders(headers);
      const text = body.join('\n\n');
      const encoding = parsed['content-transfer-encoding']?.toLowerCase();
      let decoded: Buffer;
      if (encoding === 'base64') decoded = Buffer.from(text.replace(/\s+/g, ''), 'base64');
      else if (encoding === 'quoted-printable') {
        decoded = Buffer.from(
          text
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        );
      } else decoded = Buffer.from(text);
      return { headers: parsed, body: decoded };
    });
}
